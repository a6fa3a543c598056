import { defineMessages } from '@formatjs/intl'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import yazl from 'yazl'
import { z } from 'zod'
import { accountDeletionSchema, ownDataFileName } from '../../../src/domain/own-data'
import type { AppContext } from '../../app-context'
import { HttpError, fieldError, unauthorized } from '../../http-error'
import { users } from '../sessions/public'
import { eraseAccount } from './account-erasure'
import { readOwnData } from './own-data-export'

const words = defineMessages({
  accountGone: { id: 'usersErrors.accountGone', defaultMessage: 'Your account no longer exists; sign in again' },
  notYourAddress: { id: 'usersErrors.notYourAddress', defaultMessage: 'is not the e-mail address you sign in with' },
})

/** What data.json says of itself: which format it is and where its sections are described. */
const aboutTheData = {
  format: 'marque-personal-data/1',
  description: 'Everything this Marque deployment keeps about you, one section per kind of record; docs/people.md describes each section. Files you uploaded are in files/.',
}

/**
 * A person's own data (GDPR articles 15, 17 and 20): downloading all of it as a zip, and deleting
 * their account. Both act on the session's person only: no route here names anyone.
 */
export const ownDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories, jobs, uploadStore }) => {
  app.get(
    '/api/users/me/export',
    { config: { access: 'signed-in' } },
    async (request, reply) => {
      const now = new Date()
      // One transaction: the data and the files it names are read from the same moment.
      const own = await database.db.transaction((tx) => readOwnData(tx, request.session.userId))
      const zip = new yazl.ZipFile()
      zip.addBuffer(Buffer.from(`${JSON.stringify({ ...aboutTheData, exported_at: now.toISOString(), ...own.data }, null, 2)}\n`), 'data.json', { mtime: now })
      for (const fileName of own.fileNames) {
        // A file the hourly sweep or a crash took away is left out rather than breaking the zip.
        const file = await uploadStore.open(fileName)
        if (file) zip.addReadStream(file.stream(), `files/${fileName}`, { mtime: now, size: file.size })
      }
      zip.end()
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${ownDataFileName(now)}"`)
        .header('cache-control', 'private, no-store')
      return reply.send(zip.outputStream)
    },
  )

  app.delete(
    '/api/users/me',
    { config: { access: 'signed-in' }, schema: { body: accountDeletionSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { userId } = request.session
      const erased = await database.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
        if (!user) throw unauthorized(words.accountGone)
        if (!user.email || request.body.confirm_email.toLowerCase() !== user.email) {
          throw fieldError('confirm_email', words.notYourAddress)
        }
        const result = await eraseAccount(tx, repositories, { userId, email: user.email, name: user.name }, request.body.cards)
        if (!result.ok) throw new HttpError(409, result.words)
        return result
      })
      // Once it has committed: the files no row names, and the brands whose card pages changed.
      await jobs.send('upload-files', { fileNames: erased.fileNames })
      for (const brandId of erased.brandIds) await repositories.cards.notifyChanged(brandId)
      return reply.code(204).send(null)
    },
  )
}
