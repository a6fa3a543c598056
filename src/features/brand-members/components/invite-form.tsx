import { Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSection } from '../../../components/ui/form-section'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { invitationCreateSchema } from '../../../domain/brand-members'
import type { BrandRole } from '../../../domain/brand-roles'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useInviteMemberMutation } from '../api/invite-member'
import { roleLabels } from '../role-words'

/** Invites a person by e-mail, in one of the roles the caller may give. */
export function InviteForm({ brandId, roles }: { brandId: string; roles: BrandRole[] }) {
  const [inviteMember] = useInviteMemberMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { email: '', role: 'member' as BrandRole },
    schema: invitationCreateSchema,
    onSubmit: (invitation) => inviteMember({ brandId, invitation }),
    onSaved: (invitation) => ({ email: '', role: invitation.role }),
    offlineMessage: intl.formatMessage({ id: 'brandMembers.invite.offline', defaultMessage: 'You are offline, so the invitation was not sent. Try again when you are back online.' }),
  })

  return (
    <FormSection
      title={intl.formatMessage({ id: 'brandMembers.invite.title', defaultMessage: 'Invite someone' })}
      intro={
        <Text color="fg.muted" marginBottom="3">
          <FormattedMessage
            id="brandMembers.invite.intro"
            defaultMessage="They get an e-mail with a link that works once, for 7 days. Accepting signs them in and creates their account if they have none."
          />
        </Text>
      }
      form={form}
      columns={{ base: '1fr', md: '2fr 1fr' }}
      after={
        form.saved ? (
          <Text role="status" fontWeight="medium">
            <FormattedMessage id="brandMembers.invite.sent" defaultMessage="The invitation is sent; it is listed below until it is accepted." />
          </Text>
        ) : null
      }
      submitText={intl.formatMessage({ id: 'brandMembers.invite.send', defaultMessage: 'Send invitation' })}
      busyText={intl.formatMessage({ id: 'brandMembers.invite.sending', defaultMessage: 'Sending…' })}
    >
      <TextField label={intl.formatMessage({ id: 'brandMembers.invite.email', defaultMessage: 'E-mail address' })} dir="ltr" type="email" autoComplete="off" {...form.field('email')} />
      <SelectField
        label={intl.formatMessage({ id: 'brandMembers.invite.role', defaultMessage: 'Role' })}
        value={form.values.role}
        options={roles.map((role) => ({ value: role, label: intl.formatMessage(roleLabels[role]) }))}
        onChange={(role) => form.setField('role', role)}
        error={form.errors.role}
      />
    </FormSection>
  )
}
