// Every word the interface shows goes through the translations (docs/i18n.md): a rule that refuses
// words written straight into JSX, as text between tags, as a string in braces, or as a string value
// of an attribute a person reads or hears (aria-label, title, placeholder, alt, and the app's own
// label-like props).
'use strict';

/** Attributes whose value is read by a person (or a screen reader). */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'detail',
  'message',
  'confirmLabel',
  'backLabel',
  'emptyText',
]);

/**
 * A string a person reads: it has a letter in it (punctuation, numbers and symbols alone are not
 * words), and it is not the start of a web address ('https://…' is the same in every language).
 */
const hasWords = (text) => /\p{L}/u.test(text) && !/^\s*[a-z]+:\/\/\S*\s*$/i.test(text);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses raw (untranslated) words in JSX: use t() or <Trans> (docs/i18n.md).' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Raw text "{{text}}" in JSX: put it in the English catalogue and show it with t() (docs/i18n.md).',
      attribute: 'Raw text "{{text}}" in the {{name}} attribute: use t() (docs/i18n.md).',
    },
  },
  create(context) {
    const allow = new Set((context.options[0] && context.options[0].allow) || []);
    const refused = (text) => hasWords(text) && !allow.has(text.trim());
    const report = (node, text, messageId, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    return {
      JSXText(node) {
        if (refused(node.value)) report(node, node.value, 'text');
      },
      JSXExpressionContainer(node) {
        const { expression } = node;
        if (node.parent.type === 'JSXAttribute') return;
        if (
          expression.type === 'Literal' &&
          typeof expression.value === 'string' &&
          refused(expression.value)
        )
          report(node, expression.value, 'text');
        if (expression.type === 'TemplateLiteral') {
          const raw = expression.quasis.map((quasi) => quasi.value.cooked).join(' ');
          if (refused(raw)) report(node, raw, 'text');
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && refused(value.value))
          report(node, value.value, 'attribute', name);
        if (value.type === 'TemplateLiteral') {
          const raw = value.quasis.map((quasi) => quasi.value.cooked).join(' ');
          if (refused(raw)) report(node, raw, 'attribute', name);
        }
      },
    };
  },
};

module.exports = { rules: { 'no-raw-jsx-text': rule } };
