import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { profileUpdateSchema, type User } from '../../../domain/profile'
import { isOffline } from '../../../lib/api/api-failure'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateProfileMutation } from '../api/update-profile'

/** What a person may change about themselves: their name and bio. The e-mail is how they sign in. */
export function ProfileForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name)
  const [bio, setBio] = useState(user.bio)
  const [problem, setProblem] = useState<string | null>(null)
  const [updateProfile, update] = useUpdateProfileMutation()

  async function save(event: FormEvent) {
    event.preventDefault()
    const parsed = profileUpdateSchema.safeParse({ name, bio })
    if (!parsed.success) {
      setProblem('The name can be at most 120 characters and the bio at most 2000.')
      return
    }
    setProblem(null)
    const result = await updateProfile(parsed.data)
    if ('data' in result) notifySuccess('Your profile is saved.')
    else if (isOffline(result.error)) setProblem('You are offline, so your changes were not saved. Try again when you are back online.')
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="5" maxWidth="lg">
        <Field.Root>
          <Field.Label>E-mail address</Field.Label>
          <Input type="email" value={user.email ?? ''} readOnly autoComplete="email" />
          <Field.HelperText>You sign in with this address.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={problem !== null && name.trim().length > 120}>
          <Field.Label>Name</Field.Label>
          <Input name="name" autoComplete="name" maxLength={120} value={name} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
        <Field.Root invalid={problem !== null && bio.trim().length > 2000}>
          <Field.Label>Bio</Field.Label>
          <Textarea name="bio" rows={5} maxLength={2000} value={bio} onChange={(event) => setBio(event.target.value)} />
          <Field.HelperText>A few words about you, shown on your page.</Field.HelperText>
        </Field.Root>
        {problem ? (
          <Text role="alert" color="fg.error">
            {problem}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="primary" alignSelf="flex-start" loading={update.isLoading} loadingText="Saving…">
          Save profile
        </Button>
      </Stack>
    </form>
  )
}
