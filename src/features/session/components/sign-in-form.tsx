import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { useAppDispatch, useAppStore } from '../../../lib/store/hooks'
import { emailSchema } from '../../../domain/contact-details'
import { loginCodeSchema } from '../../../domain/session'
import { isApiFailure, type ApiFailure } from '../../../lib/api/api-failure'
import { useRequestCodeMutation, useRequestTokenMutation } from '../api/request-token'
import { signIn } from '../session-thunks'

type Problem = { field: 'email' | 'code' | null; message: string }

function sentence(text: string) {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** The server prefixes a field's problem with its name ("code: the code is not right"); place it under that field. */
function problemFrom(failure: unknown): Problem {
  if (!isApiFailure(failure)) return { field: null, message: 'Something went wrong. Please try again.' }
  const apiFailure: ApiFailure = failure
  if (apiFailure.kind === 'offline') return { field: null, message: 'You are offline or the server cannot be reached. Check your connection and try again.' }
  const match = /^(email|code):\s*(.+)$/s.exec(apiFailure.message)
  if (match) return { field: match[1] as 'email' | 'code', message: sentence(match[2]!) }
  return { field: null, message: sentence(apiFailure.message) }
}

/** Sign-in by e-mail: ask for a one-time code, then exchange it for a session. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [requestCode, codeRequest] = useRequestCodeMutation()
  const [requestToken, tokenRequest] = useRequestTokenMutation()
  const [signingIn, setSigningIn] = useState(false)
  const headingId = useId()

  async function sendCode(event?: FormEvent) {
    event?.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setProblem({ field: 'email', message: 'Enter your e-mail address, such as name@example.com.' })
      return
    }
    setProblem(null)
    const result = await requestCode(parsed.data)
    if ('error' in result) {
      setProblem(problemFrom(result.error))
      return
    }
    setEmail(parsed.data)
    setCode('')
    setStep('code')
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault()
    const parsed = loginCodeSchema.safeParse(code)
    if (!parsed.success) {
      setProblem({ field: 'code', message: 'Enter the 6 digits from the e-mail we sent you.' })
      return
    }
    setProblem(null)
    const result = await requestToken({ email, code: parsed.data })
    if ('error' in result) {
      setProblem(problemFrom(result.error))
      return
    }
    setSigningIn(true)
    await dispatch(signIn(result.data.token))
    setSigningIn(false)
    if (store.getState().session.loggedIn) onSignedIn()
    else setProblem({ field: null, message: 'Your code was accepted but your account could not be loaded. Please try again.' })
  }

  const formProblem = problem && problem.field === null ? problem.message : null

  return (
    <Box as="section" aria-labelledby={headingId} maxWidth="sm" width="full" marginX="auto">
      <Heading as="h1" id={headingId} size="2xl" marginBottom="2">
        Sign in
      </Heading>
      {step === 'email' ? (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">
              We will e-mail you a 6-digit code; no password needed. New here? Signing in creates your account.
            </Text>
            <Field.Root invalid={problem?.field === 'email'} required>
              <Field.Label>E-mail address</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Field.ErrorText role="alert">{problem?.field === 'email' ? problem.message : null}</Field.ErrorText>
            </Field.Root>
            {formProblem ? <FormAlert message={formProblem} /> : null}
            <Button type="submit" colorPalette="primary" loading={codeRequest.isLoading} loadingText="Sending the code…">
              Send me a code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="4">
            <Text role="status">
              We sent a code to <Text as="strong">{email}</Text>. It can take a minute to arrive.
            </Text>
            <Field.Root invalid={problem?.field === 'code'} required>
              <Field.Label>Sign-in code</Field.Label>
              <Input
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
              <Field.HelperText>The 6 digits from the e-mail.</Field.HelperText>
              <Field.ErrorText role="alert">{problem?.field === 'code' ? problem.message : null}</Field.ErrorText>
            </Field.Root>
            {formProblem ? <FormAlert message={formProblem} /> : null}
            <Button type="submit" colorPalette="primary" loading={tokenRequest.isLoading || signingIn} loadingText="Signing in…">
              Sign in
            </Button>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              <Button variant="ghost" onClick={() => void sendCode()} disabled={codeRequest.isLoading}>
                Send a new code
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setProblem(null)
                  setStep('email')
                }}
              >
                Use a different e-mail
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </Box>
  )
}

function FormAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}
