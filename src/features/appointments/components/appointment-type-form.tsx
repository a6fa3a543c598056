import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { Box, Button, Grid, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { DurationField } from '../../../components/ui/duration-field'
import { FormSubmit } from '../../../components/ui/form-submit'
import { FormSuccess } from '../../../components/ui/form-success'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { appointmentTypeInputSchema, type AppointmentType } from '../../../domain/appointment'
import type { BrandMember } from '../../../domain/brand-members'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useCreateAppointmentTypeMutation } from '../api/create-appointment-type'
import { useUpdateAppointmentTypeMutation } from '../api/update-appointment-type'
import { blankDraft, draftOf, draftRules, fieldsOf, formShows, placeWords, type Place } from '../appointment-type-draft'
import { AppointmentHoursFields } from './appointment-hours-fields'
import { BookingRulesFields } from './booking-rules-fields'
import { DaysOffField } from './days-off-field'
import { VisitorQuestionsField } from './visitor-questions-field'
import { TitledSection } from '../../../components/ui/titled-section'
import { needs } from '../../../lib/features/brand-role'

const lengths = [15, 30, 45, 60, 90]
const placeOptions = (intl: IntlShape) =>
  Object.entries(placeWords).map(([place, words]) => ({
    value: place as Place,
    label: intl.formatMessage(words.choice),
  }))

const savedWords = (intl: IntlShape, type: AppointmentType) =>
  type.published
    ? intl.formatMessage(
        {
          id: 'appointments.typeForm.savedPublished',
          defaultMessage: '{title} is saved; visitors can book it, and your cards offer “Book a meeting”.',
        },
        { title: type.title },
      )
    : intl.formatMessage(
        {
          id: 'appointments.typeForm.saved',
          defaultMessage: '{title} is saved.',
        },
        { title: type.title },
      )

type AppointmentTypeFormProps = {
  brandId: string
  /** The type being changed, or null for a new one. */
  editing: AppointmentType | null
  /** The brand's people the caller may name as host, or null when the caller hosts it themself. */
  hosts: BrandMember[] | null
  onDone: () => void
}

/** A new appointment type, or one changed: what it is, how long, where, when, and the rules visitors book by. */
export function AppointmentTypeForm({ brandId, editing, hosts, onDone }: AppointmentTypeFormProps) {
  const intl = useIntl()
  const [create] = useCreateAppointmentTypeMutation()
  const [update] = useUpdateAppointmentTypeMutation()
  const [saved, setSaved] = useState<AppointmentType | null>(null)
  // Made once: the form keeps its own values from there (a new one asks the device for its zone).
  const [initialValues] = useState(() => (editing ? draftOf(editing) : blankDraft()))
  const form = useSchemaForm({
    initialValues,
    schema: appointmentTypeInputSchema,
    toInput: fieldsOf,
    rules: draftRules(intl),
    onSubmit: (checked, draft) => {
      const fields = {
        ...checked,
        ...(draft.host ? { host_user_id: draft.host } : {}),
      }
      return editing ? update({ brandId, typeId: editing.id, fields }) : create({ brandId, fields })
    },
    onSaved: (type) => {
      setSaved(type)
      // A new type's form starts again empty; a changed one keeps what was saved.
      return editing ? undefined : blankDraft()
    },
    offlineMessage: intl.formatMessage({
      id: 'appointments.typeForm.offline',
      defaultMessage: 'You are offline, so the appointment type was not saved. It is still here: save again when you are back online.',
    }),
    invalidMessage: intl.formatMessage({
      id: 'appointments.typeForm.invalid',
      defaultMessage: 'Some fields need a change: see the messages under them.',
    }),
    refusedMessage: intl.formatMessage({
      id: 'appointments.typeForm.refused',
      defaultMessage: 'The server refused a field: see the message under it.',
    }),
    showsField: formShows,
  })
  const { values, errors, setField } = form

  return (
    <TitledSection
      title={
        editing
          ? intl.formatMessage(
              {
                id: 'appointments.typeForm.changeTitle',
                defaultMessage: 'Change {title}',
              },
              { title: editing.title },
            )
          : hosts
            ? intl.formatMessage({
                id: 'appointments.typeForm.newTitle',
                defaultMessage: 'A new appointment type',
              })
            : intl.formatMessage({
                id: 'appointments.typeForm.newOwnTitle',
                defaultMessage: 'A new appointment type, hosted by you',
              })
      }
      gap="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      padding="4"
    >
      <UnsavedWork
        unsaved={form.unsaved}
        what={
          editing
            ? intl.formatMessage(
                {
                  id: 'appointments.typeForm.unsavedWhat',
                  defaultMessage: 'the appointment type {title}',
                },
                { title: editing.title },
              )
            : intl.formatMessage({
                id: 'appointments.typeForm.unsavedNew',
                defaultMessage: 'the new appointment type',
              })
        }
        save={form.submit}
        draft={{
          key: `appointment-type:${brandId}:${editing?.id ?? 'new'}`,
          values: form.values,
          restore: form.setValues,
        }}
      />
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <TextField
            label={intl.formatMessage({
              id: 'appointments.typeForm.title',
              defaultMessage: 'Title',
            })}
            errorSubject={intl.formatMessage({
              id: 'appointments.typeForm.titleSubject',
              defaultMessage: 'Title',
            })}
            required
            maxLength={120}
            placeholder={intl.formatMessage({
              id: 'appointments.typeForm.titlePlaceholder',
              defaultMessage: 'Intro call',
            })}
            {...form.field('title')}
          />
          {hosts ? (
            <Box {...needs('manage-appointments')}>
              <SelectField
                label={intl.formatMessage({
                  id: 'appointments.typeForm.host',
                  defaultMessage: 'Host',
                })}
                value={values.host}
                options={[
                  ...(editing
                    ? []
                    : [
                        {
                          value: '',
                          label: intl.formatMessage({
                            id: 'appointments.typeForm.hostYou',
                            defaultMessage: 'You',
                          }),
                        },
                      ]),
                  ...hosts.map((member) => ({
                    value: member.user_id,
                    label: member.name || member.email || member.user_id,
                  })),
                ]}
                onChange={(host) => setField('host', host)}
                error={errors.host_user_id}
              />
            </Box>
          ) : null}
          <TextField
            label={intl.formatMessage({
              id: 'appointments.typeForm.description',
              defaultMessage: 'What visitors read (optional)',
            })}
            rows={3}
            maxLength={2000}
            {...form.field('description')}
          />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
            <DurationField
              label={intl.formatMessage({
                id: 'appointments.typeForm.length',
                defaultMessage: 'Length',
              })}
              unit="minute"
              choices={lengths}
              value={values.length}
              onChange={(length) => setField('length', length)}
              error={errors.duration_minutes}
            />
            <SelectField
              label={intl.formatMessage({
                id: 'appointments.typeForm.where',
                defaultMessage: 'Where',
              })}
              value={values.place}
              options={placeOptions(intl)}
              onChange={(place) => form.setValues((current) => ({ ...current, place, detail: '' }))}
            />
          </Grid>
          <TextField
            label={intl.formatMessage(placeWords[values.place].detail)}
            errorSubject={intl.formatMessage(placeWords[values.place].subject)}
            required
            {...form.field('detail')}
            error={errors['location.url'] ?? errors['location.phone'] ?? errors['location.address']}
          />
          <AppointmentHoursFields form={form} />
          <BookingRulesFields form={form} />
          <VisitorQuestionsField form={form} />
          <DaysOffField form={form} />
          <CheckboxField
            label={intl.formatMessage({
              id: 'appointments.typeForm.publish',
              defaultMessage: 'Publish it: visitors can book it',
            })}
            checked={values.publish}
            onChange={(publish) => setField('publish', publish)}
          />
          <FormSuccess>{form.saved && saved ? savedWords(intl, saved) : null}</FormSuccess>
          <FormSubmit
            {...needs('offer-appointments')}
            form={form}
            busyText={intl.formatMessage({
              id: 'appointments.typeForm.saving',
              defaultMessage: 'Saving…',
            })}
            beside={
              editing ? (
                <Button variant="outline" onClick={onDone}>
                  <FormattedMessage id="appointments.typeForm.doneChanging" defaultMessage="Done changing" />
                </Button>
              ) : null
            }
          >
            <FormattedMessage id="appointments.typeForm.save" defaultMessage="Save the appointment type" />
          </FormSubmit>
        </Stack>
      </form>
    </TitledSection>
  )
}
