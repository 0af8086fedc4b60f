import { createFileRoute } from '@tanstack/react-router'
import { UserPage } from '#features/auth/user-page.tsx'

export const Route = createFileRoute('/user')({
  component: UserPage,
})
