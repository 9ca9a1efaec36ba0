// The paste box's code, a chunk of its own: asked for when the box opens, awaited on use.
export const loadPasteTools = () => import('./pedigree-paste-tools');
