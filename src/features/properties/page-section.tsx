import type { ReactNode } from 'react'

/** A titled section of the property page (B2C). */
export function PageSection({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} className={['page-section', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="page-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
