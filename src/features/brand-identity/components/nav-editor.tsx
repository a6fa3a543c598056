import { Box, Button, Flex, Grid } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { RepeatedItems } from '../../../components/ui/repeated-items'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import type { NavItem } from '../../../domain/site'
import type { FieldErrors } from '../../../lib/forms/field-errors'
import { TitledSection } from '../../../components/ui/titled-section'

/** A page of the site a link can go to. */
export type LinkablePage = { url: string; title: string }

/**
 * The site's navigation: links added (typed, or one of the site's published pages), put in order
 * with Up and Down, and removed; each checked where it is typed.
 */
export function NavEditor({ nav, errors, pages = [], onChange }: { nav: NavItem[]; errors: FieldErrors; pages?: LinkablePage[]; onChange: (nav: NavItem[]) => void }) {
  const intl = useIntl()
  return (
    <TitledSection title={intl.formatMessage({ id: 'brandIdentity.nav.title', defaultMessage: 'Navigation' })} level="h3" size="md" titleSpace="2">
      <RepeatedItems<NavItem>
        noun={intl.formatMessage({ id: 'brandIdentity.nav.noun', defaultMessage: 'Link' })}
        listLabel={intl.formatMessage({ id: 'brandIdentity.nav.list', defaultMessage: 'Navigation links' })}
        addLabel={intl.formatMessage({ id: 'brandIdentity.nav.add', defaultMessage: 'Add a link' })}
        items={nav}
        max={20}
        error={errors.nav ? intl.formatMessage({ id: 'brandIdentity.nav.problem', defaultMessage: 'The navigation {problem}.' }, { problem: errors.nav }) : undefined}
        onChange={onChange}
        newItem={() => ({ label: '', to: '/' })}
      >
        {(item, index, change) => (
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
            <TextField
              label={intl.formatMessage({ id: 'brandIdentity.nav.label', defaultMessage: 'Label of link {number}' }, { number: index + 1 })}
              errorSubject={intl.formatMessage({ id: 'brandIdentity.nav.labelSubject', defaultMessage: 'The label' })}
              value={item.label}
              error={errors[`nav.${index}.label`]}
              onChange={(label) => change({ ...item, label })}
            />
            <TextField
              label={intl.formatMessage({ id: 'brandIdentity.nav.address', defaultMessage: 'Address of link {number}' }, { number: index + 1 })}
              errorSubject={intl.formatMessage({ id: 'brandIdentity.nav.addressSubject', defaultMessage: 'The address' })}
              value={item.to}
              error={errors[`nav.${index}.to`]}
              onChange={(to) => change({ ...item, to })}
              helper={intl.formatMessage({ id: 'brandIdentity.nav.addressHelp', defaultMessage: 'A path such as /vcard/demo, or https://…' })}
              autoCapitalize="none"
              spellCheck={false}
            />
          </Grid>
        )}
      </RepeatedItems>
      {pages.length > 0 ? (
        <Box marginTop="3">
          <PageLinkAdder pages={pages} disabled={nav.length >= 20} onAdd={(page) => onChange([...nav, { label: page.title.slice(0, 60), to: `/${page.url}` }])} />
        </Box>
      ) : null}
    </TitledSection>
  )
}

function PageLinkAdder({ pages, disabled, onAdd }: { pages: LinkablePage[]; disabled: boolean; onAdd: (page: LinkablePage) => void }) {
  const [chosen, setChosen] = useState(pages[0]!.url)
  const page = pages.find((candidate) => candidate.url === chosen) ?? pages[0]!
  const intl = useIntl()
  return (
    <Flex gap="2" alignItems="end" wrap="wrap">
      <Box minW="48">
        <SelectField
          label={intl.formatMessage({ id: 'brandIdentity.nav.page', defaultMessage: 'A page of the site' })}
          value={page.url}
          options={pages.map((option) => ({
            value: option.url,
            label: intl.formatMessage({ id: 'brandIdentity.nav.pageChoice', defaultMessage: '{title} (/{address})' }, { title: option.title, address: option.url }),
          }))}
          onChange={setChosen}
        />
      </Box>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => onAdd(page)}>
        <FormattedMessage id="brandIdentity.nav.linkPage" defaultMessage="Link this page" />
      </Button>
    </Flex>
  )
}
