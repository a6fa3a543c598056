import { Box, Button, Field, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { cardImportColumns, maxImportRows, type CardImportResult } from '../../../domain/card-import'
import { failureMessage } from '../../../lib/api/api-failure'
import { saveTextFile } from '../../../lib/files/save-text-file'
import { useImportCardsMutation } from '../api/import-cards'
import { DataTable } from '../../../components/ui/data-table'
import { TitledSection } from '../../../components/ui/titled-section'

const exampleRow = ['', 'Ada', 'Lovelace', '', '', 'Engineer', '', 'ada@example.org', '+44 20 7946 0000', '', 'https://example.org', '', 'yes']

type Checked = { fileName: string; csv: string; result: CardImportResult }

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

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

  const choose = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setDone(null)
    setChecked(null)
    const csv = await file.text()
    const answer = await importCards({ brandId, csv, dryRun: true })
    if ('data' in answer && answer.data) setChecked({ fileName: file.name, csv, result: answer.data })
    else setProblem(`${file.name} cannot be read: ${failureMessage(answer.error)}`)
    if (input.current) input.current.value = ''
  }

  const confirm = async () => {
    if (!checked) return
    const answer = await importCards({ brandId, csv: checked.csv, dryRun: false })
    if ('data' in answer && answer.data && answer.data.imported > 0) {
      setDone(`Imported ${people(answer.data.imported)} from ${checked.fileName}. Their cards are drafts until published, unless the file said otherwise.`)
      setChecked(null)
    } else if ('data' in answer && answer.data) setChecked({ ...checked, result: answer.data })
    else setProblem(`Nothing was imported: ${failureMessage(answer.error)}`)
  }

  const result = checked?.result
  return (
    <TitledSection title="Import people from a CSV file" size="md" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Text color="fg.muted" marginTop="1">
        One person a row, with a header row naming the columns: {cardImportColumns.join(', ')}. A row without a key gets one from the name. At most {maxImportRows.toLocaleString('en')} rows. The file is checked first, and nobody is imported while any row is wrong.
      </Text>
      <Flex gap="3" marginTop="3" wrap="wrap" alignItems="center">
        <Field.Root width="auto">
          <VisuallyHidden>
            <input ref={input} type="file" accept=".csv,text/csv" tabIndex={-1} aria-label="CSV file of people" onChange={(event) => void choose(event.target.files?.[0])} />
          </VisuallyHidden>
          <Button variant="outline" onClick={() => input.current?.click()} loading={importing.isLoading && !checked} loadingText="Checking…">
            Choose a CSV file
          </Button>
        </Field.Root>
        <Button variant="ghost" onClick={() => saveTextFile('people.csv', `${cardImportColumns.join(',')}\n${exampleRow.join(',')}\n`)}>
          Download an example file
        </Button>
      </Flex>
      <FormProblem marginTop="3">{problem}</FormProblem>
      {done ? (
        <Text role="status" color="fg.success" fontWeight="medium" marginTop="3">
          {done}
        </Text>
      ) : null}
      {checked && result ? (
        <Stack gap="3" marginTop="4" role="region" aria-label="What the file holds">
          {result.problems.length === 0 ? (
            <>
              <Text role="status">
                {checked.fileName}: {people(result.rows)}, and nothing is wrong.
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="primary" onClick={() => void confirm()} loading={importing.isLoading} loadingText="Importing…">
                  Import {people(result.rows)}
                </Button>
                <Button variant="outline" onClick={() => setChecked(null)} disabled={importing.isLoading}>
                  Cancel
                </Button>
              </Flex>
            </>
          ) : (
            <>
              <Text role="alert" color="fg.error">
                {checked.fileName} cannot be imported: {result.problems.length === 1 ? 'one problem' : `${result.problems.length} problems`} in {people(result.rows)}. Put {result.problems.length === 1 ? 'it' : 'them'} right in the file and choose it again; nothing was imported.
              </Text>
              <Box overflowX="auto">
                <DataTable
                  caption="Problems by row (the header is row 1)"
                  columns={['Row', 'Column', 'Problem']}
                  rows={result.problems.slice(0, 100)}
                  keyOf={(_found, index) => index}
                  cells={(found) => [found.row, found.field, found.message]}
                />
              </Box>
              {result.problems.length > 100 ? <Text>And {result.problems.length - 100} more.</Text> : null}
            </>
          )}
        </Stack>
      ) : null}
    </TitledSection>
  )
}
