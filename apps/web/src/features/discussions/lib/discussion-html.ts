import DOMPurify from 'dompurify';
import {
  DISCUSSION_CODE_CLASS,
  DISCUSSION_HTML_ATTRIBUTES,
  DISCUSSION_HTML_TAGS,
  DISCUSSION_LINK_REL,
  DISCUSSION_LINK_SCHEMES,
} from '@codecourt/contracts';

// Its own DOMPurify, so these hooks never touch how problem statements are cleaned.
const purify = DOMPurify();
const attributesOf: Readonly<Record<string, readonly string[] | undefined>> = DISCUSSION_HTML_ATTRIBUTES;
// A listed scheme, or a link without any scheme that is not protocol-relative ("//host").
const ALLOWED_URI = new RegExp(`^(?:(?:${DISCUSSION_LINK_SCHEMES.join('|')}):|(?![\\w+.-]*:)(?!//))`, 'i');

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = attributesOf[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'class' && !DISCUSSION_CODE_CLASS.test(data.attrValue)) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', DISCUSSION_LINK_REL);
});

const CONFIG = {
  ALLOWED_TAGS: [...DISCUSSION_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(DISCUSSION_HTML_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** A post's HTML cleaned with the allow-list the API stores posts with, as nodes ready to show. */
export function sanitiseDiscussionHtml(html: string): DocumentFragment {
  return purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
