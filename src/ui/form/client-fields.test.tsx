import { screen } from '@testing-library/react'
import { renderWithI18n } from '#test/render.tsx'
import { describe, expect, it } from 'vitest'
import { useAppForm } from './app-form.ts'

function Form({ required }: { required: boolean }) {
  const form = useAppForm({ defaultValues: { tls: '', cc: '', amexCardMember: '' } })
  return (
    <form>
      <form.AppField name="tls">
        {(field) => (
          <field.ReferenceField reference={{ name: 'Booking reference', isRequired: required }} prefix="TLS" />
        )}
      </form.AppField>
      <form.AppField name="cc">
        {(field) => <field.ReferenceField reference={{ name: 'Dossier', isRequired: false }} prefix="CC" />}
      </form.AppField>
      <form.AppField name="amexCardMember">{(field) => <field.CardMemberField />}</form.AppField>
    </form>
  )
}

describe('the client fields', () => {
  it('name a reference as the theme does, star it when required, and say the prefix it is saved with', () => {
    renderWithI18n(<Form required />)
    expect(screen.getByLabelText('Booking reference *')).toBeTruthy()
    expect(screen.getByLabelText('Dossier')).toBeTruthy()
    expect(screen.getByText('Saved with the prefix TLS')).toBeTruthy()
    expect(screen.getByText('Saved with the prefix CC')).toBeTruthy()
  })

  it('offer the card memberships after an empty choice', () => {
    renderWithI18n(<Form required={false} />)
    expect(screen.getByLabelText('Booking reference')).toBeTruthy()
    const options = [...(screen.getByLabelText('Card membership *') as HTMLSelectElement).options].map(
      (option) => option.text,
    )
    expect(options).toEqual(['Please choose', 'Platinum Card member', 'Centurion Card member'])
  })
})
