import type { RichBlock, RichDoc, RichInline } from '@/lib/rich-text/doc';
import { fillValues } from '@/lib/rich-text/values';

/*
 * The contract's placeholders: `{buyerName}` and the like in the breeder's template,
 * filled from the application, its puppy, litter and deposit, and what the breeder enters when
 * preparing it (price, breeding rights). A value that is not known is never invented: the
 * placeholder is reported missing and the contract cannot be sent.
 */
export const CONTRACT_FIELDS = [
  'kennelName',
  'sellerName',
  'sellerAddress',
  'sellerIds',
  'contractDate',
  'buyerName',
  'buyerAddress',
  'buyerEmail',
  'puppyName',
  'sex',
  'colour',
  'birthDate',
  'chipNumber',
  'registration',
  'motherName',
  'fatherName',
  'price',
  'deposit',
  'depositReceived',
  'balance',
  'breedingRights',
  'depositTerms',
  'warranty',
  'termsVersion',
] as const;

export type ContractField = (typeof CONTRACT_FIELDS)[number];
export type ContractValues = Partial<Record<ContractField, string>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function inlineNodes(block: RichBlock): RichInline[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.content ?? [];
    case 'bulletList':
    case 'orderedList':
      return block.content.flatMap((item) => item.content.flatMap(inlineNodes));
    case 'image':
      return [];
  }
}

/** Every placeholder the template uses, once each, in reading order. */
export function placeholdersIn(doc: RichDoc): string[] {
  const names = new Set<string>();
  for (const node of doc.content.flatMap(inlineNodes)) {
    if (node.type !== 'text') continue;
    for (const match of node.text.matchAll(PLACEHOLDER)) names.add(match[1]!);
  }
  return [...names];
}

function fillBlock(block: RichBlock, values: Record<string, string>): RichBlock {
  const fillInline = (node: RichInline): RichInline =>
    node.type === 'text' ? { ...node, text: fillValues(node.text, values) } : node;
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.content ? { ...block, content: block.content.map(fillInline) } : block;
    case 'bulletList':
    case 'orderedList':
      return {
        ...block,
        content: block.content.map((item) => ({
          ...item,
          content: item.content.map((child) => fillBlock(child, values)),
        })),
      };
    case 'image':
      return block;
  }
}

/**
 * The template with its values filled in, and the placeholders left without one (unknown
 * names included: a typo in the template is caught before the buyer reads it).
 */
export function fillContract(
  template: RichDoc,
  values: ContractValues,
): { doc: RichDoc; missing: string[] } {
  const known: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() !== '') known[name] = value;
  }
  const missing = placeholdersIn(template).filter((name) => !Object.hasOwn(known, name));
  return {
    doc: { type: 'doc', content: template.content.map((block) => fillBlock(block, known)) },
    missing,
  };
}

/** The exact text stored, shown, signed and hashed: the filled document's JSON. */
export const contractText = (doc: RichDoc) => JSON.stringify(doc);
