import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { TextField } from '../../../components/ui/text-field'
import type { NavItem } from '../../../domain/site'
import type { FieldErrors } from '../../../lib/forms/field-errors'

/** The site's navigation: links added, put in order with Up and Down, and removed; each checked where it is typed. */
export function NavEditor({ nav, errors, onChange }: { nav: NavItem[]; errors: FieldErrors; onChange: (nav: NavItem[]) => void }) {
  const change = (index: number, item: Partial<NavItem>) => onChange(nav.map((current, at) => (at === index ? { ...current, ...item } : current)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...nav]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    onChange(next)
  }
  return (
    <Box as="section" aria-labelledby="nav-heading">
      <Heading as="h3" id="nav-heading" size="md" marginBottom="2">
        Navigation
      </Heading>
      {errors.nav ? (
        <Text color="fg.error" marginBottom="2">
          The navigation {errors.nav}.
        </Text>
      ) : null}
      <Stack as="ol" listStyleType="none" gap="3" aria-label="Navigation links">
        {nav.map((item, index) => {
          const n = index + 1
          return (
            <Box as="li" key={index} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
              <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
                <TextField label={`Label of link ${n}`} errorSubject="The label" value={item.label} error={errors[`nav.${index}.label`]} onChange={(label) => change(index, { label })} />
                <TextField
                  label={`Address of link ${n}`}
                  errorSubject="The address"
                  value={item.to}
                  error={errors[`nav.${index}.to`]}
                  onChange={(to) => change(index, { to })}
                  helper="A path such as /vcard/demo, or https://…"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </Grid>
              <Flex gap="2" marginTop="2" wrap="wrap">
                <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move link ${n} up`}>
                  Up
                </Button>
                <Button size="xs" variant="outline" disabled={index === nav.length - 1} onClick={() => move(index, 1)} aria-label={`Move link ${n} down`}>
                  Down
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => onChange(nav.filter((_item, at) => at !== index))} aria-label={`Remove link ${n}`}>
                  Remove
                </Button>
              </Flex>
            </Box>
          )
        })}
      </Stack>
      <Button marginTop="3" size="sm" variant="outline" disabled={nav.length >= 20} onClick={() => onChange([...nav, { label: '', to: '/' }])}>
        Add a link
      </Button>
    </Box>
  )
}
