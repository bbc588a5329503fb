import { fontResponse, fontRouteParams } from '@/features/invoice-generator/server/font-package';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = fontRouteParams;

/** The invoice PDF's regular font, fetched by the generator when it makes a PDF. */
export function GET() {
  return fontResponse('regular');
}
