import doc from '../../../../../locales/en-US/invoicingGuide.json';

/**
 * The control's article: the featured guide's English text as plain server HTML (no client
 * component). `full` is the whole guide; a number is the page's target size in KB of raw HTML,
 * the text cut to about half of it (a bare App Router page carries its text twice: as HTML and in
 * the inlined React Server Components payload). The benchmarks fetch the sizes and compare a site
 * page with the control page whose HTML is closest in size.
 */
// Every 4 KB up to 128 KB (as ARTICLE_SIZES in bench/control.mjs): the closest is then within
// 2 KB of a site page, so no comparison straddles a threshold such as the 64 KB of a socket write.
const SIZES = Array.from({ length: 32 }, (_, i) => String(4 * (i + 1)));

export const dynamicParams = false;

export function generateStaticParams() {
  return ['full', ...SIZES].map((size) => ({ size }));
}

/**
 * The guide's blocks, in order, cut once `budget` characters of text are used; past the guide's
 * end, it starts again (so every size can be reached).
 */
function blocksWithin(sections, budget) {
  const out = [];
  let used = 0;
  for (let round = 0; used < budget; round++) {
    for (const section of sections) {
      if (used >= budget) break;
      const blocks = [];
      for (const block of section.blocks) {
        if (used >= budget) break;
        const text =
          block.type === 'tip'
            ? `${block.title} ${block.text}`
            : (block.text ?? block.items.join(' '));
        used += text.length;
        blocks.push(block);
      }
      used += section.heading.length;
      out.push({ ...section, id: round ? `${section.id}-${round + 1}` : section.id, blocks });
    }
  }
  return out;
}

export default async function Article({ params }) {
  const { size } = await params;
  const sections =
    size === 'full' ? doc.sections : blocksWithin(doc.sections, (Number(size) * 1024 - 6000) / 2);
  return (
    <main>
      <article>
        <h1>{doc.title}</h1>
        <p>{doc.excerpt}</p>
        {sections.map((section) => (
          <section key={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.blocks.map((block, i) => {
              if (block.type === 'paragraph') return <p key={i}>{block.text}</p>;
              if (block.type === 'tip')
                return (
                  <aside key={i}>
                    <p>
                      <strong>{block.title}</strong>
                    </p>
                    <p>{block.text}</p>
                  </aside>
                );
              const List = block.type === 'steps' ? 'ol' : 'ul';
              return (
                <List key={i}>
                  {block.items.map((item, k) => (
                    <li key={k}>{item}</li>
                  ))}
                </List>
              );
            })}
          </section>
        ))}
      </article>
    </main>
  );
}
