import { Box, Button, Field, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { cardImportColumns, maxImportRows, type CardImportResult } from '../../../domain/card-import'
import { failureMessage } from '../../../lib/api/api-failure'
import { saveTextFile } from '../../../lib/files/save-text-file'
import { useImportCardsMutation } from '../api/import-cards'
import { DataTable } from '../../../components/ui/data-table'
import { TitledSection } from '../../../components/ui/titled-section'

const exampleRow = ['', 'Ada', 'Lovelace', '', '', 'Engineer', '', 'ada@example.org', '+44 20 7946 0000', '', 'https://example.org', '', 'yes']

type Checked = { fileName: string; csv: string; result: CardImportResult }

/**
 * Importing a brand's people from a CSV file: the file is checked first (the preview: how many
 * people, or every problem by row and field), then imported all or nothing.
 */
export function CardImport({ brandId }: { brandId: string }) {
  const [importCards, importing] = useImportCardsMutation()
  const [checked, setChecked] = useState<Checked | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const intl = useIntl()

  const choose = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setDone(null)
    setChecked(null)
    const csv = await file.text()
    const answer = await importCards({ brandId, csv, dryRun: true })
    if ('data' in answer && answer.data) setChecked({ fileName: file.name, csv, result: answer.data })
    else setProblem(intl.formatMessage({ id: 'cards.import.unreadable', defaultMessage: '{file} cannot be read: {problem}' }, { file: file.name, problem: failureMessage(answer.error) }))
    if (input.current) input.current.value = ''
  }

  const confirm = async () => {
    if (!checked) return
    const answer = await importCards({ brandId, csv: checked.csv, dryRun: false })
    if ('data' in answer && answer.data && answer.data.imported > 0) {
      setDone(
        intl.formatMessage(
          {
            id: 'cards.import.done',
            defaultMessage: 'Imported {count, plural, one {# person} other {# people}} from {file}. Their cards are drafts until published, unless the file said otherwise.',
          },
          { count: answer.data.imported, file: checked.fileName },
        ),
      )
      setChecked(null)
    } else if ('data' in answer && answer.data) setChecked({ ...checked, result: answer.data })
    else setProblem(intl.formatMessage({ id: 'cards.import.failed', defaultMessage: 'Nothing was imported: {problem}' }, { problem: failureMessage(answer.error) }))
  }

  const result = checked?.result
  return (
    <TitledSection title={<FormattedMessage id="cards.import.title" defaultMessage="Import people from a CSV file" />} size="md" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Text color="fg.muted" marginTop="1">
        <FormattedMessage
          id="cards.import.intro"
          defaultMessage="One person a row, with a header row naming the columns: {columns}. A row without a key gets one from the name. At most {max, number} rows. The file is checked first, and nobody is imported while any row is wrong."
          values={{ columns: <bdi dir="ltr">{cardImportColumns.join(', ')}</bdi>, max: maxImportRows }}
        />
      </Text>
      <Flex gap="3" marginTop="3" wrap="wrap" alignItems="center">
        <Field.Root width="auto">
          <VisuallyHidden>
            <input ref={input} type="file" accept=".csv,text/csv" tabIndex={-1} aria-label={intl.formatMessage({ id: 'cards.import.fileLabel', defaultMessage: 'CSV file of people' })} onChange={(event) => void choose(event.target.files?.[0])} />
          </VisuallyHidden>
          <Button variant="outline" onClick={() => input.current?.click()} loading={importing.isLoading && !checked} loadingText={intl.formatMessage({ id: 'cards.import.checking', defaultMessage: 'Checking…' })}>
            <FormattedMessage id="cards.import.choose" defaultMessage="Choose a CSV file" />
          </Button>
        </Field.Root>
        <Button variant="ghost" onClick={() => saveTextFile('people.csv', `${cardImportColumns.join(',')}\n${exampleRow.join(',')}\n`)}>
          <FormattedMessage id="cards.import.example" defaultMessage="Download an example file" />
        </Button>
      </Flex>
      <FormProblem marginTop="3">{problem}</FormProblem>
      {done ? (
        <Text role="status" color="fg.success" fontWeight="medium" marginTop="3">
          {done}
        </Text>
      ) : null}
      {checked && result ? (
        <Stack gap="3" marginTop="4" role="region" aria-label={intl.formatMessage({ id: 'cards.import.holds', defaultMessage: 'What the file holds' })}>
          {result.problems.length === 0 ? (
            <>
              <Text role="status">
                <FormattedMessage
                  id="cards.import.fine"
                  defaultMessage="{file}: {count, plural, one {# person} other {# people}}, and nothing is wrong."
                  values={{ file: checked.fileName, count: result.rows }}
                />
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="primary" onClick={() => void confirm()} loading={importing.isLoading} loadingText={intl.formatMessage({ id: 'cards.import.importing', defaultMessage: 'Importing…' })}>
                  <FormattedMessage id="cards.import.confirm" defaultMessage="Import {count, plural, one {# person} other {# people}}" values={{ count: result.rows }} />
                </Button>
                <Button variant="outline" onClick={() => setChecked(null)} disabled={importing.isLoading}>
                  <FormattedMessage id="cards.import.cancel" defaultMessage="Cancel" />
                </Button>
              </Flex>
            </>
          ) : (
            <>
              <Text role="alert" color="fg.error">
                <FormattedMessage
                  id="cards.import.problems"
                  defaultMessage="{file} cannot be imported: {problems, plural, one {one problem} other {# problems}} in {count, plural, one {# person} other {# people}}. Put {problems, plural, one {it} other {them}} right in the file and choose it again; nothing was imported."
                  values={{ file: checked.fileName, problems: result.problems.length, count: result.rows }}
                />
              </Text>
              <Box overflowX="auto">
                <DataTable
                  caption={intl.formatMessage({ id: 'cards.import.problemsCaption', defaultMessage: 'Problems by row (the header is row 1)' })}
                  columns={[
                    intl.formatMessage({ id: 'cards.import.row', defaultMessage: 'Row' }),
                    intl.formatMessage({ id: 'cards.import.column', defaultMessage: 'Column' }),
                    intl.formatMessage({ id: 'cards.import.problem', defaultMessage: 'Problem' }),
                  ]}
                  rows={result.problems.slice(0, 100)}
                  keyOf={(_found, index) => index}
                  cells={(found) => [found.row, found.field, found.message]}
                />
              </Box>
              {result.problems.length > 100 ? (
                <Text>
                  <FormattedMessage id="cards.import.more" defaultMessage="And {count} more." values={{ count: result.problems.length - 100 }} />
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      ) : null}
    </TitledSection>
  )
}
