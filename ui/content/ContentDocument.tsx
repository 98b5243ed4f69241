import { Kept } from '../Kept';
import type { ContentDocumentView, DocumentType, WidgetTypeName } from './types';
import { Widget } from './widgets';

const roots: Record<DocumentType, { tag: 'header' | 'footer' | 'div'; className: string }> = {
  header: { tag: 'header', className: 'site-header' },
  footer: { tag: 'footer', className: 'site-footer' },
  page: { tag: 'div', className: '' },
  'product-archive': { tag: 'div', className: '' },
};

/**
 * Widgets whose markup is their view alone (with the storefront configuration), which holds
 * nothing of a session: kept by the server's render (ui/Kept.tsx). Not the frame's widgets
 * (they read the page's layout and listing) nor the contact form (its view holds a nonce).
 */
const KEPT_WIDGETS = new Set<WidgetTypeName>([
  'hero',
  'heading',
  'text',
  'link-list',
  'product-carousel',
  'category-grid',
  'post-list',
  'search-form',
  'loop-grid',
  'share-buttons',
  'contact-buttons',
  'social-embed',
]);

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
              {column.widgets.map((widget) =>
                KEPT_WIDGETS.has(widget.type) ? (
                  <Kept key={widget.id} name="Widget" input={widget}>
                    <Widget widget={widget} />
                  </Kept>
                ) : (
                  <Widget key={widget.id} widget={widget} />
                ),
              )}
            </div>
          ))}
        </div>
      ))}
    </Root>
  );
}
