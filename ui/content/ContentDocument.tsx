import type { ContentDocumentView, DocumentType } from './types';
import { Widget } from './widgets';

const roots: Record<DocumentType, { tag: 'header' | 'footer' | 'div'; className: string }> = {
  header: { tag: 'header', className: 'site-header' },
  footer: { tag: 'footer', className: 'site-footer' },
  page: { tag: 'div', className: '' },
  'product-archive': { tag: 'div', className: '' },
};

/**
 * A page or theme template: sections of columns of widgets. Its root carries the
 * document's id as `data-template-id`, which `?theme_template_id=` scrolls to; a header
 * or footer template's root is the page's `<header>` or `<footer>`.
 */
export function ContentDocument({ document: doc }: { document: ContentDocumentView }) {
  const { tag: Root, className } = roots[doc.type];
  return (
    <Root
      className={`${className} content-document content-document--${doc.type}`.trim()}
      data-template-id={doc.id}
      data-template-type={doc.type}
    >
      {doc.sections.map((section) => (
        <div
          key={section.id}
          className={`content-section content-section--${section.background}`}
          data-element-id={section.id}
        >
          {section.columns.map((column) => (
            <div
              key={column.id}
              className={`content-column${column.size ? ` content-column--${column.size}` : ''}`}
              data-element-id={column.id}
            >
              {column.widgets.map((widget) => (
                <Widget key={widget.id} widget={widget} />
              ))}
            </div>
          ))}
        </div>
      ))}
    </Root>
  );
}
