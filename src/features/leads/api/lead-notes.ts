import { leadNoteListSchema, type LeadNote } from '../../../domain/message'
import { inboxPath, leadsApi } from './leads-api'

type NoteArgs = { brandId: string; messageId: string }

/** A message's notes and replies, and writing either: a reply is also mailed to the person. */
export const leadNotesApi = leadsApi.injectEndpoints({
  endpoints: (build) => ({
    listLeadNotes: build.query<{ notes: LeadNote[] }, NoteArgs>({
      query: ({ brandId, messageId }) => `${inboxPath(brandId)}/${messageId}/notes`,
      extraOptions: { schema: leadNoteListSchema },
      providesTags: ['LeadNote'],
    }),
    addLeadNote: build.mutation<{ notes: LeadNote[] }, NoteArgs & { kind: 'notes' | 'replies'; body: string }>({
      query: ({ brandId, messageId, kind, body }) => ({ url: `${inboxPath(brandId)}/${messageId}/${kind}`, method: 'POST', body: { body } }),
      extraOptions: { schema: leadNoteListSchema, notify: false },
      invalidatesTags: ['LeadNote', 'Lead'],
    }),
  }),
})

export const { useListLeadNotesQuery, useAddLeadNoteMutation } = leadNotesApi
