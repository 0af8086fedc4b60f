import { createFileRoute } from '@tanstack/react-router'

/** The property page itself is the layout (route.tsx); this index adds nothing. */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/')({
  component: () => null,
})
