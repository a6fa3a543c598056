import { z } from 'zod'

/**
 * A rich-text document in the Delta format (Quill's): a list of inserts, each a string or an
 * embed object, with optional attributes. Line formats sit on the "\n" that ends the line.
 */
export const deltaOpSchema = z.object({
  insert: z.union([z.string(), z.record(z.string(), z.unknown())]),
  attributes: z.record(z.string(), z.unknown()).optional(),
})
export type DeltaOp = z.infer<typeof deltaOpSchema>

/** A document, or `{}` where a document is absent: a new site's landing blocks start as empty objects. */
export const deltaDocumentSchema = z.object({
  ops: z.array(deltaOpSchema).max(100_000).optional(),
})
export type DeltaDocument = z.infer<typeof deltaDocumentSchema>
