import { Stack } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { SelectField } from '../../../components/ui/select-field'
import { isLocale, localeNames, locales } from '../../../i18n/locales'
import { localeChosen } from '../../../lib/i18n/locale-slice'
import { forgetChosenLocale } from '../../../lib/i18n/chosen-locale-cookie'
import { useAppDispatch } from '../../../lib/store/hooks'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { profileUpdateSchema, type User } from '../../../domain/profile'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateProfileMutation } from '../api/update-profile'

/**
 * What a person may change about themselves: their name, bio and language (the workspace's and
 * their mails'; none follows the site's). The e-mail is how they sign in.
 */
export function ProfileForm({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation()
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const form = useSchemaForm({
    initialValues: { name: user.name, bio: user.bio, locale: user.locale ?? '' },
    schema: profileUpdateSchema,
    toInput: (values) => ({ ...values, locale: isLocale(values.locale) ? values.locale : null }),
    onSubmit: (changes) => updateProfile(changes),
    onSaved: (saved) => {
      // The chosen language draws this device's workspace at once; none gives it back to the site and the browser.
      dispatch(localeChosen(saved.locale))
      if (!saved.locale) forgetChosenLocale()
      notifySuccess(intl.formatMessage({ id: 'profile.form.saved', defaultMessage: 'Your profile is saved.' }))
    },
    offlineMessage: intl.formatMessage({ id: 'profile.form.offline', defaultMessage: 'You are offline, so your changes were not saved. Try again when you are back online.' }),
    invalidMessage: intl.formatMessage({ id: 'profile.form.invalid', defaultMessage: 'The name can be at most 120 characters and the bio at most 2000.' }),
  })
  const { errors } = form

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="5" maxWidth="lg">
        <TextField
          label={intl.formatMessage({ id: 'profile.form.email', defaultMessage: 'E-mail address' })}
          type="email"
          dir="ltr"
          value={user.email ?? ''}
          onChange={() => undefined}
          readOnly
          autoComplete="email"
          helper={intl.formatMessage({ id: 'profile.form.emailHelper', defaultMessage: 'You sign in with this address.' })}
        />
        <TextField
          label={intl.formatMessage({ id: 'profile.form.name', defaultMessage: 'Name' })}
          name="name"
          autoComplete="name"
          maxLength={120}
          {...form.field('name')}
          // The length is the name's only rule; the schema's own wording is not meant for people.
          error={errors.name && intl.formatMessage({ id: 'profile.form.nameTooLong', defaultMessage: 'must be at most 120 characters' })}
        />
        <TextField
          label={intl.formatMessage({ id: 'profile.form.bio', defaultMessage: 'Bio' })}
          name="bio"
          rows={5}
          maxLength={2000}
          {...form.field('bio')}
          error={errors.bio && intl.formatMessage({ id: 'profile.form.bioTooLong', defaultMessage: 'must be at most 2000 characters' })}
          helper={intl.formatMessage({ id: 'profile.form.bioHelper', defaultMessage: 'A few words about you, shown on your page.' })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'profile.form.language', defaultMessage: 'Language' })}
          value={form.values.locale}
          options={[
            { value: '', label: intl.formatMessage({ id: 'profile.form.siteLanguage', defaultMessage: 'The site’s language' }) },
            ...locales.map((locale) => ({ value: locale, label: localeNames[locale] })),
          ]}
          onChange={(locale) => form.setField('locale', locale)}
        />
        <FormSubmit form={form} busyText={intl.formatMessage({ id: 'profile.form.saving', defaultMessage: 'Saving…' })}>
          <FormattedMessage id="profile.form.save" defaultMessage="Save profile" />
        </FormSubmit>
      </Stack>
    </form>
  )
}
