import './content-blocks.css'
import type { Block } from './content-types.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { RichText } from './rich-text.tsx'

/** One block of an editorial page. */
export function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p className="content__p">
          <RichText text={block.text} />
        </p>
      )
    case 'list':
      return (
        <ul className="content__list">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )
    case 'cards':
      return (
        <ul className="content__cards">
          {block.items.map((card) => (
            <li key={card.title} className="content-card">
              <h3 className="content-card__title">
                {card.href ? <HrefLink href={card.href}>{card.title}</HrefLink> : card.title}
              </h3>
              <p>
                <RichText text={card.text} />
              </p>
            </li>
          ))}
        </ul>
      )
    case 'facts':
      return (
        <dl className="content__facts">
          {block.items.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )
    case 'links':
      return (
        <ul className="content__links">
          {block.items.map((link) => (
            <li key={link.href}>
              <HrefLink href={link.href} className="content__link">
                {link.label}
              </HrefLink>
            </li>
          ))}
        </ul>
      )
    case 'quote':
      return (
        <figure className="content__quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.by ? <figcaption>{block.by}</figcaption> : null}
        </figure>
      )
    case 'table':
      return (
        <div className="content__table-wrap">
          <table className="content__table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={index} data-label={block.head[index]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}
