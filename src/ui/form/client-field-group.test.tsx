import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '#test/render.tsx'
import { describe, expect, it } from 'vitest'
import { useAppForm } from './app-form.ts'
import { CLIENT_FIELDS, ClientFieldGroup, type ClientFieldConfig } from './client-field-group.tsx'

const CONFIG: ClientFieldConfig = {
  bookingReference: { name: 'File number', isRequired: true },
  clientReference: { name: 'Client reference', isRequired: false },
  cardMember: false,
}

/** A form of its own, with a field the group does not know (as the lead forms have). */
function Form({ config, onValues }: { config: ClientFieldConfig; onValues: (values: object) => void }) {
  const form = useAppForm({
    defaultValues: { firstName: 'Ada', lastName: '', tls: '', cc: '', amexCardMember: '', loyaltyNumber: '' },
    listeners: { onChange: ({ formApi }) => onValues(formApi.state.values) },
  })
  return (
    <form>
      <ClientFieldGroup form={form} fields={CLIENT_FIELDS} config={config} afterNames={<p>Suggestions</p>}>
        <form.AppField name="loyaltyNumber">{(field) => <field.TextField label="Loyalty number" />}</form.AppField>
      </ClientFieldGroup>
    </form>
  )
}

describe('the client field group of the lead forms', () => {
  it('names, the slot after them, the form’s own fields, the references as the theme names them', () => {
    renderWithI18n(<Form config={CONFIG} onValues={() => {}} />)
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent)
    expect(labels).toEqual(['First name', 'Last name', 'Loyalty number', 'File number *', 'Client reference'])
    expect(screen.getByText('Suggestions')).toBeTruthy()
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada')
    expect(screen.queryByLabelText('Card membership *')).toBeNull()
  })

  it('writes into the form’s own fields; the card membership only where the theme asks for it', () => {
    let values: object = {}
    renderWithI18n(<Form config={{ ...CONFIG, cardMember: true }} onValues={(v) => (values = v)} />)
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } })
    fireEvent.change(screen.getByLabelText('File number *'), { target: { value: '4711' } })
    fireEvent.change(screen.getByLabelText('Card membership *'), { target: { value: 'centurion' } })
    expect(values).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', tls: '4711', amexCardMember: 'centurion' })
  })
})
