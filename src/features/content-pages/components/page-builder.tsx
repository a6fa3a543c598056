import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { Badge, Button, Flex, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { AddressField } from '../../../components/ui/address-field'
import { TextField } from '../../../components/ui/text-field'
import { pageDraftSchema, type Page, type PageBlock } from '../../../domain/page'
import type { Say } from '../../../i18n/say'
import { failureMessage, failureStatus, isApiFailure } from '../../../lib/api/api-failure'
import { validate, type FieldErrors } from '../../../lib/forms/field-errors'
import { useLazyGetPageQuery } from '../api/get-page'
import { usePublishPageMutation, useUnpublishPageMutation } from '../api/publish-page'
import { useSavePageMutation } from '../api/save-page'
import { moveItem } from '../../../lib/lists/move-item'
import { blockTypeInText, duplicateBlock, newBlock, type BuilderBlockType } from '../page-blocks'
import { BlockEditor } from './block-editors/block-editor'
import { ImageField } from './block-editors/image-field'
import { BlockList } from './block-list'
import { BlockPalette } from './block-palette'
import { BuilderSiteContext } from './builder-context'
import { DraftConflict } from './draft-conflict'
import { PagePreview } from './page-preview'
import { PageVersions } from './page-versions'
import { TitledSection } from '../../../components/ui/titled-section'
import { needs } from '../../../lib/features/brand-role'

type DraftFields = Pick<Page, 'url' | 'title' | 'description' | 'social_image_upload_id' | 'blocks'>

const fieldsOf = (page: Page): DraftFields => ({
  url: page.url,
  title: page.title,
  description: page.description,
  social_image_upload_id: page.social_image_upload_id,
  blocks: page.blocks,
})

const same = (a: DraftFields, b: DraftFields) => JSON.stringify(a) === JSON.stringify(b)

/** The problems inside one block, with paths relative to it ("alt", "items.0.title"). */
function blockErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `blocks.${index}.`
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])))
}

const words = defineMessages({
  blockWhere: { id: 'contentPages.pageBuilder.problemBlock', defaultMessage: 'block {number} ({type})' },
  address: { id: 'contentPages.pageBuilder.problemAddress', defaultMessage: 'the address' },
  title: { id: 'contentPages.pageBuilder.problemTitle', defaultMessage: 'the title' },
  description: { id: 'contentPages.pageBuilder.problemDescription', defaultMessage: 'the description' },
  putRight: { id: 'contentPages.pageBuilder.putRight', defaultMessage: 'The page was not saved. Put right {places}: each says what is wrong.' },
  putRightMarked: { id: 'contentPages.pageBuilder.putRightMarked', defaultMessage: 'The page was not saved. Put right what is marked.' },
  notSaved: { id: 'contentPages.pageBuilder.notSaved', defaultMessage: 'The page was not saved: {reason}' },
  saving: { id: 'contentPages.pageBuilder.saving', defaultMessage: 'Saving…' },
})

/** Why the draft was not saved, naming the blocks and fields with a problem. */
function problemSummary(say: Say, list: (items: string[]) => string, errors: FieldErrors, blocks: PageBlock[]): string {
  const where = new Set<string>()
  for (const path of Object.keys(errors)) {
    const [first, index] = path.split('.')
    const block = first === 'blocks' && index !== undefined ? blocks[Number(index)] : undefined
    if (block) where.add(say(words.blockWhere, { number: Number(index) + 1, type: blockTypeInText(block.type, say) }))
    else if (first === 'url') where.add(say(words.address))
    else if (first === 'title') where.add(say(words.title))
    else if (first === 'description') where.add(say(words.description))
  }
  return where.size > 0 ? say(words.putRight, { places: list([...where]) }) : say(words.putRightMarked)
}

type PageBuilderProps = {
  brandId: string
  page: Page
  /** The block type the address names: the palette offers it first. */
  suggestedType: string
  selectedId: string | null
  onSelect: (block: PageBlock | null) => void
}

/** Opening another block of the page changes the address but stays in the builder; any other address leaves it. */
const opensAnotherPage = (current: { pathname: string; params: Record<string, string> }, next: { pathname: string; params: Record<string, string> }) =>
  !next.pathname.startsWith('/content/') || next.params.id !== current.params.id

/**
 * The page builder: the page's address, title and description; its blocks added from the palette,
 * edited in place, moved, duplicated and deleted; a preview at a phone's and a desktop's width;
 * saving the draft (a conflict shows both versions), publishing, and the published versions.
 */
export function PageBuilder({ brandId, page, suggestedType, selectedId, onSelect }: PageBuilderProps) {
  const intl = useIntl()
  const say: Say = intl.formatMessage
  const [draft, setDraft] = useState<DraftFields>(() => fieldsOf(page))
  const [base, setBase] = useState(page)
  // Editors that hold their own state (rich text) start again when the whole draft is replaced.
  const [generation, setGeneration] = useState(0)
  const [checked, setChecked] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [conflict, setConflict] = useState<Page | null>(null)
  const [savePage, saving] = useSavePageMutation()
  const [publishPage, publishing] = usePublishPageMutation()
  const [unpublishPage, unpublishing] = useUnpublishPageMutation()
  const [fetchPage] = useLazyGetPageQuery()
  const args = { brandId, siteId: page.site_id, pageId: page.id }
  const unsaved = !same(draft, fieldsOf(base))

  const validation = validate(pageDraftSchema, { ...draft, revision: base.revision })
  const errors: FieldErrors = { ...(checked && !validation.ok ? validation.errors : {}), ...serverErrors }
  const invalidIds = new Set(draft.blocks.filter((_block, index) => Object.keys(blockErrors(errors, index)).length > 0).map((block) => block.id))
  // After a save was refused here, the summary follows the fields: it goes once they are put right.
  const validationProblem = checked && !validation.ok ? problemSummary(say, (items) => intl.formatList(items, { type: 'unit', style: 'short' }), validation.errors, draft.blocks) : null

  const change = (fields: Partial<DraftFields>) => {
    setDraft((current) => ({ ...current, ...fields }))
    setServerErrors({})
    setNotice(null)
  }
  const changeBlocks = (blocks: PageBlock[]) => change({ blocks })

  const replaceDraft = (next: Page) => {
    setDraft(fieldsOf(next))
    setBase(next)
    setGeneration((current) => current + 1)
    setConflict(null)
    setServerErrors({})
  }

  // A draft kept on the device comes back whole: editors that hold their own state start again.
  const restoreDraft = (kept: DraftFields) => {
    setDraft(kept)
    setGeneration((current) => current + 1)
  }

  async function save(revision = base.revision): Promise<Page | null> {
    setChecked(true)
    setNotice(null)
    const checkedDraft = validate(pageDraftSchema, { ...draft, revision })
    setProblem(null)
    if (!checkedDraft.ok) return null
    const answer = await savePage({ ...args, draft: checkedDraft.value })
    if ('data' in answer && answer.data) {
      setBase(answer.data)
      setConflict(null)
      setChecked(false)
      setNotice(intl.formatMessage({ id: 'contentPages.pageBuilder.draftSaved', defaultMessage: 'Draft saved.' }))
      return answer.data
    }
    if (failureStatus(answer.error) === 412) {
      const theirs = await fetchPage({ brandId, pageId: page.id }, false)
      if (theirs.data) setConflict(theirs.data)
      else setProblem(say(words.notSaved, { reason: failureMessage(answer.error) }))
      return null
    }
    const field = isApiFailure(answer.error) && answer.error.kind === 'http' ? answer.error.field : undefined
    if (field) setServerErrors({ [field]: failureMessage(answer.error).replace(`${field}: `, '') })
    setProblem(say(words.notSaved, { reason: failureMessage(answer.error) }))
    return null
  }

  const publish = async () => {
    if (unsaved && !(await save())) return
    const answer = await publishPage(args)
    if ('data' in answer && answer.data) {
      setBase(answer.data)
      setNotice(
        intl.formatMessage(
          { id: 'contentPages.pageBuilder.published', defaultMessage: 'Published version {number}: the page is at {address}.' },
          { number: answer.data.published_version, address: `/${answer.data.url}` },
        ),
      )
    }
  }

  const unpublish = async () => {
    const answer = await unpublishPage(args)
    if ('data' in answer && answer.data) {
      setBase(answer.data)
      setNotice(intl.formatMessage({ id: 'contentPages.pageBuilder.unpublished', defaultMessage: 'The page is off the site. Its draft and versions are kept.' }))
    }
  }

  const add = (type: BuilderBlockType) => {
    const block = newBlock(type, draft.blocks, intl.formatMessage)
    changeBlocks([...draft.blocks, block])
    onSelect(block)
  }

  const remove = (index: number) => {
    const removed = draft.blocks[index]
    changeBlocks(draft.blocks.filter((_block, at) => at !== index))
    if (removed?.id === selectedId) onSelect(null)
    setNotice(
      intl.formatMessage(
        { id: 'contentPages.pageBuilder.blockDeleted', defaultMessage: 'Block {number} deleted. It stays on the site until the page is saved and published again.' },
        { number: index + 1 },
      ),
    )
    // Focus goes on to the block that took its place, or the palette when it was the last.
    requestAnimationFrame(() => {
      const next = document.querySelector<HTMLElement>(`[data-block-edit="${Math.min(index + 1, draft.blocks.length - 1)}"]`)
      ;(next ?? document.getElementById('palette-heading'))?.focus()
    })
  }

  const selectedIndex = draft.blocks.findIndex((block) => block.id === selectedId)
  const selected = selectedIndex >= 0 ? draft.blocks[selectedIndex]! : null
  const busy = saving.isLoading || publishing.isLoading || unpublishing.isLoading
  const status =
    base.status === 'published' ? (
      base.has_unpublished_changes || unsaved ? (
        <FormattedMessage id="contentPages.pageBuilder.statusPublishedChanged" defaultMessage="Published, with changes not yet shown" />
      ) : (
        <FormattedMessage id="contentPages.pageBuilder.statusPublished" defaultMessage="Published" />
      )
    ) : (
      <FormattedMessage id="contentPages.pageBuilder.statusDraft" defaultMessage="Draft" />
    )

  return (
    <BuilderSiteContext.Provider value={{ brandId, siteId: page.site_id }}>
      <Stack gap="6">
        <Stack gap="1">
          <Link to="/brands/$id/pages" params={{ id: brandId }}>
            <FormattedMessage id="contentPages.pageBuilder.allPages" defaultMessage="All pages" />
          </Link>
          <Heading as="h1" size="2xl">
            {draft.title || <FormattedMessage id="contentPages.pageBuilder.untitled" defaultMessage="Untitled page" />}
          </Heading>
          <Flex gap="2" alignItems="center" wrap="wrap">
            <Badge colorPalette={base.status === 'published' ? 'green' : 'gray'}>{status}</Badge>
            {unsaved ? (
              <Text fontSize="sm">
                <FormattedMessage id="contentPages.pageBuilder.unsaved" defaultMessage="Unsaved changes" />
              </Text>
            ) : null}
            {base.status === 'published' ? (
              <ChakraLink href={`/${base.url}`} target="_blank" rel="noopener" fontSize="sm" textDecoration="underline">
                <FormattedMessage
                  id="contentPages.pageBuilder.openOnSite"
                  defaultMessage="Open <ltr>/{address}</ltr> on the site"
                  values={{
                    address: base.url,
                    ltr: (chunks) => (
                      <Text as="span" dir="ltr">
                        {chunks}
                      </Text>
                    ),
                  }}
                />
              </ChakraLink>
            ) : null}
          </Flex>
        </Stack>
        <UnsavedWork
          unsaved={unsaved}
          what={intl.formatMessage({ id: 'contentPages.pageBuilder.unsavedWhat', defaultMessage: 'the page' })}
          save={async () => (await save()) !== null}
          draft={{ key: `page:${page.id}`, values: draft, restore: restoreDraft }}
          leaves={opensAnotherPage}
        />

        <Flex gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'contentPages.pageBuilder.actions', defaultMessage: 'Page actions' })}>
          <Button
            {...needs('edit-pages')}
            variant="outline"
            onClick={() => void save()}
            loading={saving.isLoading}
            loadingText={intl.formatMessage(words.saving)}
            disabled={busy && !saving.isLoading}
          >
            <FormattedMessage id="contentPages.pageBuilder.saveDraft" defaultMessage="Save draft" />
          </Button>
          <Button
            {...needs('edit-pages')}
            colorPalette="primary"
            onClick={() => void publish()}
            loading={publishing.isLoading}
            loadingText={intl.formatMessage({ id: 'contentPages.pageBuilder.publishing', defaultMessage: 'Publishing…' })}
            disabled={busy && !publishing.isLoading}
          >
            {base.status === 'published' ? (
              <FormattedMessage id="contentPages.pageBuilder.publishChanges" defaultMessage="Publish changes" />
            ) : (
              <FormattedMessage id="contentPages.pageBuilder.publish" defaultMessage="Publish" />
            )}
          </Button>
          {base.status === 'published' ? (
            <Button
              {...needs('edit-pages')}
              variant="outline"
              onClick={() => void unpublish()}
              loading={unpublishing.isLoading}
              loadingText={intl.formatMessage({ id: 'contentPages.pageBuilder.unpublishing', defaultMessage: 'Taking it off…' })}
              disabled={busy && !unpublishing.isLoading}
            >
              <FormattedMessage id="contentPages.pageBuilder.unpublish" defaultMessage="Unpublish" />
            </Button>
          ) : null}
        </Flex>
        {notice ? (
          <Text role="status" color="fg.success" fontWeight="medium">
            {notice}
          </Text>
        ) : null}
        <FormProblem>{validationProblem ?? problem}</FormProblem>
        {conflict ? (
          <DraftConflict theirs={conflict} mine={draft} busy={saving.isLoading} onKeepMine={() => void save(conflict.revision)} onTakeTheirs={() => replaceDraft(conflict)} />
        ) : null}

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
          <Stack gap="6">
            <TitledSection title={intl.formatMessage({ id: 'contentPages.pageBuilder.thePage', defaultMessage: 'The page' })} size="md" titleSpace="2">
              <Stack gap="4">
                <TextField label={intl.formatMessage({ id: 'contentPages.pageBuilder.titleLabel', defaultMessage: 'Title' })} value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
                <AddressField
                  label={intl.formatMessage({ id: 'contentPages.pageBuilder.addressLabel', defaultMessage: 'Address' })}
                  value={draft.url}
                  error={errors.url}
                  onChange={(url) => change({ url })}
                  helper={intl.formatMessage(
                    { id: 'contentPages.pageBuilder.addressHelp', defaultMessage: 'The page is at /{address}: letters a-z, digits and hyphens.' },
                    { address: draft.url || intl.formatMessage({ id: 'contentPages.pageBuilder.addressExample', defaultMessage: 'your-address' }) },
                  )}
                />
                <TextField
                  label={intl.formatMessage({ id: 'contentPages.pageBuilder.descriptionLabel', defaultMessage: 'Description for search engines and link previews (optional)' })}
                  rows={2}
                  value={draft.description}
                  error={errors.description}
                  onChange={(description) => change({ description })}
                />
                <ImageField
                  label={intl.formatMessage({ id: 'contentPages.pageBuilder.socialImageLabel', defaultMessage: 'Image of link previews (optional)' })}
                  image={{ upload_id: draft.social_image_upload_id ?? '' }}
                  error={errors.social_image_upload_id}
                  onChange={(image) => change({ social_image_upload_id: image.upload_id })}
                />
              </Stack>
            </TitledSection>
            <BlockPalette suggested={suggestedType} disabled={draft.blocks.length >= 100} onAdd={add} />
            <TitledSection title={intl.formatMessage({ id: 'contentPages.pageBuilder.blocks', defaultMessage: 'Blocks' })} size="md" titleSpace="2">
              <BlockList
                blocks={draft.blocks}
                selectedId={selectedId}
                invalidIds={invalidIds}
                onSelect={onSelect}
                onMove={(from, to) => changeBlocks(moveItem(draft.blocks, from, to))}
                onDuplicate={(index) => changeBlocks(duplicateBlock(draft.blocks, index))}
                onDelete={remove}
                editor={
                  selected ? (
                    <BlockEditor
                      key={`${generation}-${selected.id}`}
                      block={selected}
                      errors={blockErrors(errors, selectedIndex)}
                      onChange={(block) => changeBlocks(draft.blocks.map((current, at) => (at === selectedIndex ? block : current)))}
                    />
                  ) : null
                }
              />
            </TitledSection>
          </Stack>
          <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <PagePreview brandId={brandId} siteId={page.site_id} title={draft.title} blocks={draft.blocks} />
            <PageVersions brandId={brandId} page={base} draft={draft} unsaved={unsaved} onRestored={replaceDraft} />
          </Stack>
        </Grid>
      </Stack>
    </BuilderSiteContext.Provider>
  )
}
