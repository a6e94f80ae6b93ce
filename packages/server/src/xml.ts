const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escape text for XML content and attribute values (the hub's sitemap and images, the rights badge). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
