import type { HotelContent } from '#domain/extranet/content.ts'
import type { useStepForm } from '#ui/form/use-step-form.ts'

/** The hotel page's form (content-editor.tsx), as its sections take it. */
export type ContentFormApi = ReturnType<typeof useStepForm<HotelContent>>['form']
