import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { chakra, Field, Flex, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSubmit } from '../../../components/ui/form-submit'
import { ImageUploadField } from '../../../components/ui/image-upload-field'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import { personUpdateSchema, type Person } from '../../../domain/people'
import { failureStatus } from '../../../lib/api/api-failure'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useGetPersonOverviewQuery } from '../api/get-person-overview'
import { useUpdatePersonMutation } from '../api/update-person'
import { useUploadPersonPhotoMutation } from '../api/upload-person-photo'
import { personName } from '../person-name'
import { EmailChange } from './email-change'
import { PersonPhoto } from './person-photo'
import { TitledSection } from '../../../components/ui/titled-section'

/**
 * Editing a profile: photo, name, bio and whether to be listed; the person themself also changes
 * their e-mail address here (an operator edits the rest of anyone's profile, never the address).
 */
export function PersonEditor({ id, isSelf }: { id: string; isSelf: boolean }) {
  const overview = useGetPersonOverviewQuery(id)
  const intl = useIntl()
  return (
    <QueryState
      query={overview}
      loading={<FormattedMessage id="people.editor.loading" defaultMessage="Loading the profile…" />}
      offline={<FormattedMessage id="people.editor.offline" defaultMessage="You are offline, so the profile cannot be loaded. It will load when you are back online." />}
      canRetry={(error) => failureStatus(error) !== 404}
    >
      {({ person }) => (
        <Stack gap="10" maxWidth="2xl">
          <PhotoField person={person} />
          <ProfileFields key={person.id} person={person} isSelf={isSelf} />
          {isSelf ? (
            <EmailChange personId={person.id} email={person.email} />
          ) : (
            <Text color="fg.muted">
              <FormattedMessage
                id="people.editor.onlyThemEmail"
                defaultMessage="Only {name} can change their e-mail address (<ltr>{email}</ltr>)."
                values={{
                  name: personName(person, intl.formatMessage),
                  email: person.email,
                  ltr: (chunks) => (
                    <Text as="span" dir="ltr">
                      {chunks}
                    </Text>
                  ),
                }}
              />
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  )
}

function ProfileFields({ person, isSelf }: { person: Person; isSelf: boolean }) {
  const [updatePerson] = useUpdatePersonMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { name: person.name, bio: person.bio, listed: person.listed },
    schema: personUpdateSchema,
    onSubmit: (changes) => updatePerson({ id: person.id, changes }),
    onSaved: (saved) => {
      notifySuccess(
        isSelf
          ? intl.formatMessage({ id: 'people.editor.savedOwn', defaultMessage: 'Your profile is saved.' })
          : intl.formatMessage({ id: 'people.editor.saved', defaultMessage: 'The profile of {name} is saved.' }, { name: personName(saved, intl.formatMessage) }),
      )
      return { name: saved.name, bio: saved.bio, listed: saved.listed }
    },
    offlineMessage: intl.formatMessage({ id: 'people.editor.offlineSave', defaultMessage: 'You are offline, so the changes were not saved. Try again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'people.editor.invalid', defaultMessage: 'Some fields need a change before the profile can be saved.' }),
  })
  return (
    <TitledSection title={intl.formatMessage({ id: 'people.editor.profile', defaultMessage: 'Profile' })} titleSpace="4">
      <UnsavedWork
        unsaved={form.unsaved}
        what={
          isSelf
            ? intl.formatMessage({ id: 'people.editor.unsavedOwn', defaultMessage: 'your profile' })
            : intl.formatMessage({ id: 'people.editor.unsavedWhat', defaultMessage: 'the profile of {name}' }, { name: personName(person, intl.formatMessage) })
        }
        save={form.submit} draft={{ key: `person:${person.id}`, values: form.values, restore: form.setValues }} />
      <form onSubmit={form.submit} noValidate>
        <Stack gap="5">
          <TextField label={intl.formatMessage({ id: 'people.editor.name', defaultMessage: 'Name' })} name="name" autoComplete={isSelf ? 'name' : 'off'} {...form.field('name')} />
          <TextField
            label={intl.formatMessage({ id: 'people.editor.bio', defaultMessage: 'Bio' })}
            name="bio"
            rows={5}
            {...form.field('bio')}
            helper={intl.formatMessage({ id: 'people.editor.bioHelp', defaultMessage: "A few words, shown in the directory and on the person's page." })}
          />
          <Field.Root invalid={Boolean(form.errors.listed)}>
            <chakra.label display="flex" alignItems="center" gap="3" cursor="pointer" fontWeight="medium">
              {/* A checkbox that says it is a switch: on or off, read as such, toggled with Space. */}
              <chakra.input
                type="checkbox"
                role="switch"
                name="listed"
                checked={form.values.listed}
                onChange={(event) => form.setField('listed', event.target.checked)}
                width="5"
                height="5"
                flexShrink={0}
                css={{ accentColor: 'var(--chakra-colors-primary-solid)' }}
              />
              {isSelf ? (
                <FormattedMessage id="people.editor.listMe" defaultMessage="List me in the directory" />
              ) : (
                <FormattedMessage id="people.editor.list" defaultMessage="List in the directory" />
              )}
            </chakra.label>
            {form.errors.listed ? (
              <Field.ErrorText>{form.errors.listed}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                <FormattedMessage id="people.editor.listHelp" defaultMessage="Listed people appear at /users with their name, photo, bio and card, for anyone to see." />
              </Field.HelperText>
            )}
          </Field.Root>
          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'people.editor.saving', defaultMessage: 'Saving…' })}>
            <FormattedMessage id="people.editor.save" defaultMessage="Save profile" />
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}

/** The photo: the chosen file is shown at once, then sent; the server crops it to a square. */
function PhotoField({ person }: { person: Person }) {
  const [uploadPhoto, upload] = useUploadPersonPhotoMutation()
  const [preview, setPreview] = useState<string | null>(null)
  const intl = useIntl()
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview)
  }, [preview])

  return (
    <TitledSection title={intl.formatMessage({ id: 'people.editor.photo', defaultMessage: 'Photo' })} titleSpace="3">
      <Flex gap="4" align="center" wrap="wrap">
        <PersonPhoto person={person} size="2xl" src={preview} />
        <ImageUploadField
          what={intl.formatMessage({ id: 'people.editor.photoWhat', defaultMessage: 'photo' })}
          label={intl.formatMessage({ id: 'people.editor.choosePhoto', defaultMessage: 'Choose a photo' })}
          helper={intl.formatMessage({ id: 'people.editor.photoHelp', defaultMessage: 'PNG or JPEG, at most 5 MiB. It is cropped to a square.' })}
          busy={upload.isLoading}
          send={async (photo) => {
            setPreview(URL.createObjectURL(photo))
            try {
              return await uploadPhoto({ id: person.id, photo })
            } finally {
              setPreview(null)
            }
          }}
          onSent={() => notifySuccess(intl.formatMessage({ id: 'people.editor.photoSaved', defaultMessage: 'The photo is saved.' }))}
        />
      </Flex>
    </TitledSection>
  )
}
