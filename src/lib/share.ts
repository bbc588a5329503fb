export interface ShareInput {
  url: string;
  title: string;
  description?: string;
}

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email';

/** Outbound share URLs for a page, every part URL-encoded. */
export function shareLinks({ url, title, description }: ShareInput): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const body = encodeURIComponent(description ? `${description}\n\n${url}` : url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${text}&body=${body}`,
  };
}
