import { Box, Grid, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { InvoiceDocument } from '../../../domain/invoice'
import type { Currency } from '../../../domain/money/currencies'
import { kindWords } from '../document-words'
import { DayText } from './day-text'
import { MoneyText } from './money-text'
import { StatusBadge } from './status-badge'

/** What a document shows, to the brand's people and to its client alike. */
export type SheetDocument = Pick<
  InvoiceDocument,
  'kind' | 'status' | 'number' | 'client' | 'brand' | 'currency' | 'prices' | 'lines' | 'notes' | 'terms' | 'issue_date' | 'due_date' | 'totals' | 'paid' | 'credited' | 'balance' | 'overdue'
>

/** A finalized document as it reads: who issued it to whom, its dates, lines, totals per rate and balance. */
export function DocumentSheet({ document, level = 'h2' }: { document: SheetDocument; level?: 'h1' | 'h2' }) {
  const intl = useIntl()
  const { client, brand } = document
  const place = [client.address.postcode, client.address.city].filter(Boolean).join(' ')
  return (
    <Stack gap="6" borderWidth="1px" borderColor="border" borderRadius="md" padding={{ base: '4', md: '6' }} bg="bg">
      <HStack justifyContent="space-between" alignItems="start" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as={level} size="xl">
            {intl.formatMessage(kindWords[document.kind])} {document.number ? <bdi dir="ltr">{document.number}</bdi> : null}
          </Heading>
          <StatusBadge status={document.status} overdue={document.overdue} />
        </Stack>
        {brand ? (
          <Stack gap="0" textAlign={{ base: 'start', sm: 'end' }} fontSize="sm">
            <Text fontWeight="semibold">{brand.name}</Text>
            {brand.address ? <Text>{[brand.address.street, brand.address.postal_code, brand.address.locality].filter(Boolean).join(', ')}</Text> : null}
            {brand.email ? (
              <Text>
                <bdi dir="ltr">{brand.email}</bdi>
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </HStack>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="invoices.sheet.billTo" defaultMessage="To" />
          </Text>
          <Text fontWeight="semibold">{client.name}</Text>
          {client.contact_name ? <Text>{client.contact_name}</Text> : null}
          {client.address.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {place || client.address.country ? <Text>{[place, client.address.country].filter(Boolean).join(', ')}</Text> : null}
          {client.tax_id ? (
            <Text fontSize="sm">
              <FormattedMessage id="invoices.sheet.taxId" defaultMessage="Tax id {id}" values={{ id: <bdi dir="ltr">{client.tax_id}</bdi> }} />
            </Text>
          ) : null}
        </Stack>
        <Stack gap="1" fontSize="sm">
          <Text>
            <FormattedMessage id="invoices.sheet.issued" defaultMessage="Date: {day}" values={{ day: <DayText day={document.issue_date} /> }} />
          </Text>
          <Text>
            {document.kind === 'quote' ? (
              <FormattedMessage id="invoices.sheet.validUntil" defaultMessage="Valid until: {day}" values={{ day: <DayText day={document.due_date} /> }} />
            ) : document.kind === 'invoice' ? (
              <FormattedMessage id="invoices.sheet.due" defaultMessage="Due: {day}" values={{ day: <DayText day={document.due_date} /> }} />
            ) : null}
          </Text>
          {document.prices === 'inclusive' ? <FormattedMessage id="invoices.sheet.inclusive" defaultMessage="Prices include tax." /> : null}
        </Stack>
      </Grid>
      <Stack as="ol" listStyleType="none" gap="3" aria-label={intl.formatMessage({ id: 'invoices.sheet.lines', defaultMessage: 'Lines' })}>
        {document.lines.map((line, index) => (
          <Box as="li" key={index} borderBottomWidth="1px" borderColor="border" paddingBottom="2">
            <Grid templateColumns="minmax(0, 1fr) auto" gap="2">
              <Text whiteSpace="pre-line">{line.description}</Text>
              <Text fontWeight="semibold" textAlign="end">
                <MoneyText amount={document.totals.lines[index]?.total ?? 0} currency={document.currency} />
              </Text>
            </Grid>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="invoices.sheet.lineDetail"
                defaultMessage="{quantity} × {price}{discount, select, none {} other { · {discount} % off}} · {taxes}"
                values={{
                  quantity: <bdi dir="ltr">{intl.formatNumber(Number(line.quantity), { maximumFractionDigits: 4 })}</bdi>,
                  price: <MoneyText amount={line.unit_price} currency={document.currency} />,
                  discount: line.discount_percent && Number(line.discount_percent) > 0 ? intl.formatNumber(Number(line.discount_percent), { maximumFractionDigits: 3 }) : 'none',
                  // Each tax isolated, so a Latin name and its rate keep their order in a right-to-left line.
                  taxes: intl.formatList(
                    line.taxes.map((tax, taxIndex) => (
                      <bdi key={taxIndex}>
                        {intl.formatMessage({ id: 'invoices.sheet.taxRate', defaultMessage: '{name} {percent} %' }, { name: tax.name, percent: intl.formatNumber(Number(tax.percent), { maximumFractionDigits: 3 }) })}
                      </bdi>
                    )),
                    { type: 'unit' },
                  ),
                }}
              />
            </Text>
          </Box>
        ))}
      </Stack>
      <TotalsTable totals={document.totals} currency={document.currency} />
      {document.kind === 'invoice' && document.status !== 'draft' ? (
        <Stack gap="1" alignSelf="end" minWidth={{ base: 'full', sm: '20rem' }}>
          {document.paid > 0 ? <TotalRow label={<FormattedMessage id="invoices.sheet.paid" defaultMessage="Paid" />} amount={-document.paid} currency={document.currency} /> : null}
          {document.credited > 0 ? <TotalRow label={<FormattedMessage id="invoices.sheet.credited" defaultMessage="Credited" />} amount={-document.credited} currency={document.currency} /> : null}
          <TotalRow strong label={<FormattedMessage id="invoices.sheet.balance" defaultMessage="Balance due" />} amount={document.balance} currency={document.currency} />
        </Stack>
      ) : null}
      {document.notes ? (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            <FormattedMessage id="invoices.sheet.notes" defaultMessage="Notes" />
          </Heading>
          <Text whiteSpace="pre-line">{document.notes}</Text>
        </Stack>
      ) : null}
      {document.terms ? (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            <FormattedMessage id="invoices.sheet.terms" defaultMessage="Terms" />
          </Heading>
          <Text whiteSpace="pre-line">{document.terms}</Text>
        </Stack>
      ) : null}
    </Stack>
  )
}

type Totals = Pick<SheetDocument['totals'], 'tax_exclusive_total' | 'taxes' | 'tax_total' | 'tax_inclusive_total'>

/** The totals the calculator gave: without tax, each rate's tax on its taxable amount, the tax, the total. */
export function TotalsTable({ totals, currency }: { totals: Totals; currency: Currency }) {
  const intl = useIntl()
  return (
    <Stack gap="1" alignSelf="end" minWidth={{ base: 'full', sm: '20rem' }} role="group" aria-label={intl.formatMessage({ id: 'invoices.sheet.totals', defaultMessage: 'Totals' })}>
      <TotalRow label={<FormattedMessage id="invoices.sheet.net" defaultMessage="Total without tax" />} amount={totals.tax_exclusive_total} currency={currency} />
      {totals.taxes.map((tax) => (
        <TotalRow
          key={`${tax.category} ${tax.percent}`}
          label={
            <FormattedMessage
              id="invoices.sheet.taxLine"
              defaultMessage="{tax} on {taxable}"
              values={{
                // The tax and its rate isolated, so a Latin name keeps its order on a right-to-left page.
                tax: <bdi>{intl.formatMessage({ id: 'invoices.sheet.taxRate', defaultMessage: '{name} {percent} %' }, { name: tax.name, percent: intl.formatNumber(Number(tax.percent), { maximumFractionDigits: 3 }) })}</bdi>,
                taxable: <MoneyText amount={tax.taxable} currency={currency} />,
              }}
            />
          }
          amount={tax.tax}
          currency={currency}
        />
      ))}
      <TotalRow label={<FormattedMessage id="invoices.sheet.tax" defaultMessage="Total tax" />} amount={totals.tax_total} currency={currency} />
      <Separator />
      <TotalRow strong label={<FormattedMessage id="invoices.sheet.total" defaultMessage="Total" />} amount={totals.tax_inclusive_total} currency={currency} />
    </Stack>
  )
}

function TotalRow({ label, amount, currency, strong }: { label: ReactNode; amount: number; currency: Currency; strong?: boolean }) {
  return (
    <HStack justifyContent="space-between" gap="4" fontWeight={strong ? 'bold' : undefined} fontSize={strong ? 'lg' : undefined}>
      <Text>{label}</Text>
      <Text textAlign="end">
        <MoneyText amount={amount} currency={currency} />
      </Text>
    </HStack>
  )
}
