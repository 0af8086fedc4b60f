import { createFileRoute } from '@tanstack/react-router'
import { FlagsPage } from '#features/flags/flags-page.tsx'

export const Route = createFileRoute('/fflags')({
  component: FlagsPage,
})
