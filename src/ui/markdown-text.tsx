import type { ReactNode } from 'react'

/** **bold** and *italic* inside a line, as React nodes (no HTML is ever injected). */
function inline(text: string, keyPrefix: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g)
  return parts.map((part, index) => {
    const key = `${keyPrefix}-${index}`
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={key}>{part.slice(2, -2)}</strong>
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>
    return part
  })
}

/**
 * A small, safe markdown subset for descriptions: paragraphs, '- ' lists, '#' headings, bold and
 * italic. Anything else is shown as text.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        const lines = block.split('\n')
        if (lines.every((line) => /^[-*] /.test(line.trim()))) {
          return (
            <ul key={index}>
              {lines.map((line, i) => (
                <li key={i}>{inline(line.trim().slice(2), `${index}-${i}`)}</li>
              ))}
            </ul>
          )
        }
        const heading = block.match(/^#{1,6}\s+(.*)$/)
        if (heading && lines.length === 1) return <h3 key={index}>{inline(heading[1]!, String(index))}</h3>
        return <p key={index}>{inline(block.replace(/\n/g, ' '), String(index))}</p>
      })}
    </div>
  )
}
