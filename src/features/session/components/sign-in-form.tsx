import { Button, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { FormSubmit } from '../../../components/ui/form-submit'
import { CodeAddressField, MailedCodeField } from '../../../components/ui/mailed-code-fields'
import { emailSchema } from '../../../domain/contact-details'
import { loginCodeSchema } from '../../../domain/session'
import { withMessage } from '../../../lib/forms/field-errors'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useAppDispatch } from '../../../lib/store/hooks'
import { useRequestCodeMutation, useRequestTokenMutation } from '../api/request-token'
import { setToken, signIn } from '../session-thunks'
import type { SignInLink } from '../sign-in-link'
import { TitledSection } from '../../../components/ui/titled-section'


type SignInFormProps = {
  onSignedIn: () => void
  /** A sign-in link's address and code: exchanged at once, with the code step shown for a code that failed. */
  link?: SignInLink | null
}

/** Sign-in by e-mail: ask for a one-time code, then exchange it for a session. */
export function SignInForm({ onSignedIn, link = null }: SignInFormProps) {
  const dispatch = useAppDispatch()
  const [requestCode] = useRequestCodeMutation()
  const [requestToken] = useRequestTokenMutation()
  const [sentTo, setSentTo] = useState<string | null>(link?.email ?? null)
  // A link's token is set directly (it counts once its role loads); a typed code signs in.
  const fromLink = useRef(false)
  const intl = useIntl()
  const offlineMessage = intl.formatMessage({ id: 'session.signIn.offline', defaultMessage: 'You are offline or the server cannot be reached. Check your connection and try again.' })
  const emailStepSchema = useMemo(
    () => z.object({ email: withMessage(emailSchema, intl.formatMessage({ id: 'session.signIn.emailProblem', defaultMessage: 'Enter your e-mail address, such as name@example.com.' })) }),
    [intl],
  )
  const codeStepSchema = useMemo(
    () => z.object({ email: z.string(), code: withMessage(loginCodeSchema, intl.formatMessage({ id: 'session.signIn.codeProblem', defaultMessage: 'Enter the 6 digits from the e-mail we sent you.' })) }),
    [intl],
  )

  const codeForm = useSchemaForm({
    initialValues: { email: link?.email ?? '', code: link?.code ?? '' },
    schema: codeStepSchema,
    onSubmit: async ({ email, code }) => {
      const answer = await requestToken({ email, code })
      if (answer.error !== undefined) return answer
      const signedIn = await dispatch(fromLink.current ? setToken(answer.data.token) : signIn(answer.data.token))
      return signedIn ? { data: answer.data } : { problem: intl.formatMessage({ id: 'session.signIn.notLoaded', defaultMessage: 'Your code was accepted but your account could not be loaded. Please try again.' }) }
    },
    onSaved: onSignedIn,
    offlineMessage,
    showsField: (path) => path === 'code',
  })

  const emailForm = useSchemaForm({
    initialValues: { email: link?.email ?? '' },
    schema: emailStepSchema,
    onSubmit: async ({ email }) => {
      const answer = await requestCode(email)
      return answer.error !== undefined ? answer : { data: email }
    },
    onSaved: (email) => {
      codeForm.setValues({ email, code: '' })
      setSentTo(email)
    },
    offlineMessage,
    showsField: (path) => path === 'email',
  })

  // React's development double effects must not send the link's code twice.
  const linkUsed = useRef(false)
  useEffect(() => {
    if (!link || linkUsed.current) return
    linkUsed.current = true
    fromLink.current = true
    void codeForm.submit().finally(() => {
      fromLink.current = false
    })
  }, [link, codeForm])

  return (
    <TitledSection title={<FormattedMessage id="session.signIn.title" defaultMessage="Sign in" />} level="h1" size="2xl" titleSpace="2" maxWidth="sm" width="full" marginX="auto">
      {sentTo === null ? (
        <form onSubmit={emailForm.submit} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">
              <FormattedMessage
                id="session.signIn.intro"
                defaultMessage="We will e-mail you a 6-digit code; no password needed. New here? Signing in creates your account."
              />
            </Text>
            <CodeAddressField
              label={intl.formatMessage({ id: 'session.signIn.email', defaultMessage: 'E-mail address' })}
              required
              announceError
              dir="ltr"
              {...emailForm.field('email')}
            />
            <FormSubmit form={emailForm} busyText={intl.formatMessage({ id: 'session.signIn.sendingCode', defaultMessage: 'Sending the code…' })} alignSelf="stretch">
              <FormattedMessage id="session.signIn.sendCode" defaultMessage="Send me a code" />
            </FormSubmit>
          </Stack>
        </form>
      ) : (
        <form onSubmit={codeForm.submit} noValidate>
          <Stack gap="4">
            <Text role="status">
              <FormattedMessage
                id="session.signIn.codeSent"
                defaultMessage="We sent a code to {email}. It can take a minute to arrive."
                values={{
                  email: (
                    <Text as="strong" dir="ltr">
                      {sentTo}
                    </Text>
                  ),
                }}
              />
            </Text>
            <MailedCodeField
              label={intl.formatMessage({ id: 'session.signIn.code', defaultMessage: 'Sign-in code' })}
              required
              dir="ltr"
              helper={intl.formatMessage({ id: 'session.signIn.codeHelper', defaultMessage: 'The 6 digits from the e-mail.' })}
              {...codeForm.field('code')}
            />
            <FormSubmit
              form={{ problem: codeForm.problem ?? emailForm.problem, submitting: codeForm.submitting }}
              busyText={intl.formatMessage({ id: 'session.signIn.signingIn', defaultMessage: 'Signing in…' })}
              alignSelf="stretch"
            >
              <FormattedMessage id="session.signIn.submit" defaultMessage="Sign in" />
            </FormSubmit>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              <Button variant="ghost" onClick={() => void emailForm.submit()} disabled={emailForm.submitting}>
                <FormattedMessage id="session.signIn.newCode" defaultMessage="Send a new code" />
              </Button>
              <Button variant="ghost" onClick={() => setSentTo(null)}>
                <FormattedMessage id="session.signIn.otherEmail" defaultMessage="Use a different e-mail" />
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </TitledSection>
  )
}
