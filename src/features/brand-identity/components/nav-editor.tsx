import { Box, Button, Flex, Grid } from '@chakra-ui/react'
import { useState } from 'react'
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
  return (
    <TitledSection title="Navigation" level="h3" size="md" titleSpace="2">
      <RepeatedItems<NavItem>
        noun="Link"
        listLabel="Navigation links"
        addLabel="Add a link"
        items={nav}
        max={20}
        error={errors.nav ? `The navigation ${errors.nav}.` : undefined}
        onChange={onChange}
        newItem={() => ({ label: '', to: '/' })}
      >
        {(item, index, change) => (
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
            <TextField label={`Label of link ${index + 1}`} errorSubject="The label" value={item.label} error={errors[`nav.${index}.label`]} onChange={(label) => change({ ...item, label })} />
            <TextField
              label={`Address of link ${index + 1}`}
              errorSubject="The address"
              value={item.to}
              error={errors[`nav.${index}.to`]}
              onChange={(to) => change({ ...item, to })}
              helper="A path such as /vcard/demo, or https://…"
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
  return (
    <Flex gap="2" alignItems="end" wrap="wrap">
      <Box minW="48">
        <SelectField label="A page of the site" value={page.url} options={pages.map((option) => ({ value: option.url, label: `${option.title} (/${option.url})` }))} onChange={setChosen} />
      </Box>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => onAdd(page)}>
        Link this page
      </Button>
    </Flex>
  )
}
