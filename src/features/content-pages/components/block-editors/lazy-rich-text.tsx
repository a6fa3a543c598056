import { lazy, Suspense, useCallback } from 'react'
import { FormattedMessage } from 'react-intl'
import { LoadingState } from '../../../../components/ui/query-state'
import type { DeltaDocument } from '../../../../domain/delta'
import { failureMessage } from '../../../../lib/api/api-failure'
import { useUploadPageImageMutation } from '../../api/upload-page-image'
import { useBuilderSite } from '../builder-context'

// The rich-text editor (slate) is large: it loads when a block that holds text is opened.
const RichTextEditor = lazy(() => import('../../../../rich-text/editor/rich-text-editor').then((module) => ({ default: module.RichTextEditor })))

/** The rich-text editor of a block; images pasted or added in the text are uploaded for the site's pages. */
export function BlockRichText({ label, document, onChange }: { label: string; document: DeltaDocument; onChange: (document: DeltaDocument) => void }) {
  const site = useBuilderSite()
  const [upload] = useUploadPageImageMutation()
  const uploadImage = useCallback(
    async (file: File) => {
      const answer = await upload({ ...site, file })
      if ('error' in answer) throw new Error(failureMessage(answer.error))
      return answer.data.url
    },
    [upload, site],
  )
  return (
    <Suspense fallback={<LoadingState label={<FormattedMessage id="contentPages.blockEditor.loadingTextEditor" defaultMessage="Loading the text editor…" />} />}>
      <RichTextEditor initialDocument={document} onDocumentChange={onChange} label={label} uploadImage={uploadImage} />
    </Suspense>
  )
}
