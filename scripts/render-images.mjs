#!/usr/bin/env node
/**
 * Renders the marketing raster images for the Invoxa site:
 *
 *   public/images/hero-invoice-{en,es}.png  1440×1000  invoice editor screenshot
 *   public/images/og-default-{en,es}.png    1200×630   Open Graph card
 *
 * Usage: node scripts/render-images.mjs
 *
 * The HTML is built in this file and rendered offline with Playwright's Chromium driver and the system
 * Chromium (override with CHROMIUM_PATH). Only locally installed system fonts are used, the
 * data and dates are fixed, and there is no network access, so runs are reproducible.
 * Every screenshot is re-encoded with sharp as a palette PNG to keep the files small.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'images');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Target size for each PNG; the palette is reduced step by step until a file fits. */
const MAX_BYTES = 250 * 1024;

const C = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brand200: '#99f6e4',
  brandLight: '#ccfbf1',
  brandLightest: '#f0fdfa',
  ink: '#0f172a',
  amber: '#f59e0b',
};

const FONT = `'Noto Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif`;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const esc = (s) =>
  String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Money with a fixed pattern ($1,234.56), independent of the ICU data Node ships with. */
function money(cents) {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const LOGO_MARK = (size) => `
  <svg width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="${C.brand}"/>
    <path d="M9 8h10l4 4v12H9z" fill="#fff"/>
    <path d="M19 8v4h4" fill="${C.brand200}"/>
    <path d="M12 16h8M12 19.5h8M12 23h5" stroke="${C.brand}" stroke-width="1.8" stroke-linecap="round"/>
  </svg>`;

const icon = (d, size = 20, sw = 1.8) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${d}</svg>`;

const ICONS = {
  dashboard:
    '<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/>',
  invoices: '<path d="M6 3h9l3 3v15H6z"/><path d="M9 9h6M9 13h6M9 17h4"/>',
  clients:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2 20a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6"/>',
  payments: '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h4"/>',
  reports: '<path d="M3 3v18h18"/><path d="M7 15l4-4 3 3 5-6"/>',
  settings:
    '<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1"/><circle cx="15" cy="6" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="18" r="2"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  check: '<path d="M5 12l5 5L20 7"/>',
  bell: '<path d="M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>',
  download: '<path d="M12 4v11M7 10.5l5 5 5-5M5 20h14"/>',
  send: '<path d="M21 3L10 14M21 3l-7 18-4-7-7-4z"/>',
  lock: '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>',
  chevron: '<path d="M9 6l6 6-6 6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  bank: '<path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18"/>',
};

// ---------------------------------------------------------------------------------------------
// Fixed data (2025-09-15 issue date, net 30)
// ---------------------------------------------------------------------------------------------

const LOCALES = {
  en: {
    lang: 'en-US',
    nav: ['Dashboard', 'Invoices', 'Clients', 'Payments', 'Reports', 'Settings'],
    newInvoice: 'New invoice',
    invoicesCount: 24,
    planTitle: 'Auto-reminders are on',
    planText: '3 invoices are being followed up for you this week.',
    user: { initials: 'MC', name: 'Maya Chen', org: 'Harbor & Pine Studio' },
    crumbRoot: 'Invoices',
    number: 'INV-2025-0142',
    tabs: ['Edit', 'Preview'],
    download: 'Download PDF',
    sendBtn: 'Send invoice',
    statusLabel: 'Awaiting payment',
    docTitle: 'INVOICE',
    numberLabel: 'Invoice no.',
    seller: {
      monogram: 'H&P',
      name: 'Harbor & Pine Studio',
      tagline: 'Web design & development',
    },
    meta: [
      ['Issue date', 'Sep 15, 2025'],
      ['Due date', 'Oct 15, 2025'],
      ['Payment terms', 'Net 30'],
    ],
    fromLabel: 'From',
    toLabel: 'Bill to',
    from: [
      'Harbor & Pine Studio LLC',
      'Maya Chen',
      '1208 E 6th St, Suite 210',
      'Austin, TX 78702',
      'billing@harborpine.studio',
    ],
    to: [
      'Oakridge Coffee Roasters, Inc.',
      'Attn: Jordan Miller',
      '480 Congress Ave, Floor 3',
      'Austin, TX 78701',
      'jordan@oakridgecoffee.com',
    ],
    strip: [
      ['Project', 'Website redesign 2025'],
      ['PO number', 'PO-4471'],
      ['Currency', 'USD, US dollar'],
    ],
    cols: ['Description', 'Qty', 'Rate', 'Amount'],
    items: [
      ['UX research & sitemap', 'Stakeholder interviews, competitor audit', 12, 'h', 9500],
      ['Homepage + 5 inner page designs', 'Figma mockups, two revision rounds', 6, 'pages', 42000],
      ['Responsive front-end build', 'Next.js, accessibility testing', 32, 'h', 11000],
      ['CMS setup & content migration', '24 pages, redirects, team training', 1, '', 85000],
    ],
    taxLabel: 'Sales tax (8.25%)',
    taxRate: 0.0825,
    subtotal: 'Subtotal',
    dueLabel: 'Amount due',
    dueBy: 'Due Oct 15, 2025',
    payNow: 'Pay now',
    secure: 'Secure payment by card or ACH bank transfer',
    notesTitle: 'Notes',
    notes:
      'Thank you for your business! Pay online with the button, by card or ACH. Late payments after 30 days incur a 1.5% monthly fee.',
    footer: 'Harbor & Pine Studio LLC · billing@harborpine.studio · (512) 555-0142',
    panel: {
      statusTitle: 'Payment status',
      dueIn: 'Due Oct 15, 2025 · in 30 days',
      steps: ['Sent', 'Viewed', 'Paid'],
      remindersTitle: 'Payment reminders',
      auto: 'Auto',
      timeline: [
        ['done', 'mail', 'Sep 15', 'Invoice sent', 'Emailed to Jordan Miller'],
        ['done', 'eye', 'Sep 16', 'Viewed by client', 'Opened twice, last at 10:42 AM'],
        ['next', 'bell', 'Oct 8', 'Friendly reminder', '7 days before the due date'],
        ['todo', 'bell', 'Oct 15', 'Due today notice', 'On the due date'],
        ['todo', 'clock', 'Oct 18', 'Overdue follow-up', '3 days after the due date'],
      ],
      addReminder: 'Add reminder',
      methodsTitle: 'Accepted payment methods',
      methods: [
        ['payments', 'Card'],
        ['bank', 'ACH transfer'],
      ],
      methodsNote: 'Payments are matched to this invoice automatically.',
    },
    og: {
      headline: ['Professional invoices.', 'Paid on time,', 'automatically.'],
      tagline:
        'Create a polished invoice in minutes, get paid by card or bank transfer, and let reminders do the chasing.',
      ticks: ['Free to use', 'No credit card needed'],
      card: {
        title: 'Invoice',
        number: 'INV-2025-0142',
        client: 'Oakridge Coffee Roasters',
        lines: [
          ['UX research & sitemap', '$1,140.00'],
          ['Page designs (6)', '$2,520.00'],
          ['Front-end build', '$3,520.00'],
        ],
        totalLabel: 'Total due',
        total: '$8,692.48',
        pay: 'Pay now',
        paid: 'Paid',
        reminder: 'Reminder sent automatically',
      },
    },
  },
  es: {
    lang: 'es-MX',
    nav: ['Panel', 'Facturas', 'Clientes', 'Pagos', 'Reportes', 'Configuración'],
    newInvoice: 'Nueva factura',
    invoicesCount: 24,
    planTitle: 'Recordatorios activos',
    planText: 'Esta semana damos seguimiento a 3 facturas por ti.',
    user: { initials: 'VO', name: 'Valeria Ortega', org: 'Ámbar Estudio Digital' },
    crumbRoot: 'Facturas',
    number: 'A-0142',
    tabs: ['Editar', 'Vista previa'],
    download: 'Descargar PDF',
    sendBtn: 'Enviar factura',
    statusLabel: 'Pendiente de pago',
    docTitle: 'FACTURA',
    numberLabel: 'Serie y folio',
    seller: {
      monogram: 'ÁE',
      name: 'Ámbar Estudio Digital',
      tagline: 'Diseño y desarrollo web',
    },
    meta: [
      ['Fecha de emisión', '15 sep 2025'],
      ['Vencimiento', '15 oct 2025'],
      ['Condiciones', 'Crédito 30 días'],
    ],
    fromLabel: 'Emisor',
    toLabel: 'Receptor',
    from: [
      'Ámbar Estudio Digital, S.A.S. de C.V.',
      'RFC: AED210608QX4',
      'Régimen 601 · General de Ley P. M.',
      'Colima 145, Roma Norte, 06700 CDMX',
      'facturas@ambarestudio.mx',
    ],
    to: [
      'Café Altura de Oaxaca, S.A. de C.V.',
      'RFC: CAO190415KJ3',
      'Uso CFDI: G03 · Gastos en general',
      'Av. Juárez 702, Centro, 68000 Oaxaca',
      'lucia@cafealtura.mx',
    ],
    strip: [
      ['Folio fiscal (UUID)', '5F3C2A91-7B4E-4D2A-9C1F-8E6B0A4D7C23'],
      ['Método de pago', 'PPD · Parcialidades o diferido'],
      ['Moneda', 'MXN · CFDI 4.0'],
    ],
    cols: ['Conceptos', 'Cant.', 'Precio unitario', 'Importe'],
    items: [
      [
        'Investigación UX y mapa del sitio',
        'Entrevistas y análisis de competencia',
        12,
        'h',
        170000,
      ],
      [
        'Diseño de inicio y 5 páginas internas',
        'Maquetas en Figma, dos rondas de cambios',
        6,
        'pág.',
        750000,
      ],
      ['Desarrollo front-end responsivo', 'Next.js y pruebas de accesibilidad', 32, 'h', 195000],
      [
        'Configuración de CMS y migración',
        '24 páginas, redirecciones y capacitación',
        1,
        'serv.',
        1500000,
      ],
    ],
    taxLabel: 'IVA 16%',
    taxRate: 0.16,
    subtotal: 'Subtotal',
    dueLabel: 'Total a pagar',
    dueBy: 'Vence el 15 oct 2025',
    payNow: 'Pagar ahora',
    secure: 'Pago seguro con tarjeta o transferencia SPEI',
    notesTitle: 'Notas',
    notes:
      '¡Gracias por tu preferencia! Paga en línea con el botón, con tarjeta o SPEI. Al recibir el pago emitimos el complemento de pago (REP).',
    footer:
      'Este documento es una representación impresa de un CFDI 4.0 · facturas@ambarestudio.mx',
    panel: {
      statusTitle: 'Estado del pago',
      dueIn: 'Vence el 15 oct 2025 · en 30 días',
      steps: ['Enviada', 'Vista', 'Pagada'],
      remindersTitle: 'Recordatorios',
      auto: 'Auto',
      timeline: [
        ['done', 'mail', '15 sep', 'Factura enviada', 'Por correo a Lucía Hernández'],
        ['done', 'eye', '16 sep', 'Vista por el cliente', 'Abierta 2 veces, última a las 10:42'],
        ['next', 'bell', '8 oct', 'Recordatorio amable', '7 días antes del vencimiento'],
        ['todo', 'bell', '15 oct', 'Aviso de vencimiento', 'El día del vencimiento'],
        ['todo', 'clock', '18 oct', 'Seguimiento por atraso', '3 días después del vencimiento'],
      ],
      addReminder: 'Agregar recordatorio',
      methodsTitle: 'Formas de pago aceptadas',
      methods: [
        ['payments', 'Tarjeta'],
        ['bank', 'Transferencia SPEI'],
      ],
      methodsNote: 'Los pagos se concilian con esta factura en automático.',
    },
    og: {
      headline: ['Facturas profesionales.', 'Cobradas a tiempo,', 'en automático.'],
      tagline:
        'Crea facturas impecables en minutos, cobra con tarjeta o transferencia y deja que los recordatorios hagan el seguimiento.',
      ticks: ['Gratis', 'Sin tarjeta de crédito'],
      card: {
        title: 'Factura',
        number: 'A-0142',
        client: 'Café Altura de Oaxaca',
        lines: [
          ['Investigación UX', '$20,400.00'],
          ['Diseño de páginas (6)', '$45,000.00'],
          ['Desarrollo front-end', '$62,400.00'],
        ],
        totalLabel: 'Total a pagar',
        total: '$165,648.00',
        pay: 'Pagar ahora',
        paid: 'Pagada',
        reminder: 'Recordatorio enviado en automático',
      },
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Hero screenshot: invoice editor
// ---------------------------------------------------------------------------------------------

function heroHtml(L) {
  const rows = L.items.map(([desc, sub, qty, unit, rate]) => ({
    desc,
    sub,
    qty: unit ? `${qty} ${unit}` : String(qty),
    rate: money(rate),
    amount: qty * rate,
  }));
  const subtotal = rows.reduce((s, r) => s + r.amount, 0);
  const tax = Math.round(subtotal * L.taxRate);
  const total = subtotal + tax;
  const cur = L.lang === 'es-MX' ? ' MXN' : ' USD';

  const nav = L.nav
    .map((label, i) => {
      const key = ['dashboard', 'invoices', 'clients', 'payments', 'reports', 'settings'][i];
      const active = i === 1;
      return `<li class="nav-item${active ? ' active' : ''}">${icon(ICONS[key])}<span>${esc(label)}</span>${
        active ? `<span class="count">${L.invoicesCount}</span>` : ''
      }</li>`;
    })
    .join('');

  const timeline = L.panel.timeline
    .map(
      ([state, ic, date, title, sub]) => `
      <li class="tl ${state}">
        <span class="tl-dot">${icon(state === 'done' ? ICONS.check : ICONS[ic], 14, 2.2)}</span>
        <div class="tl-body">
          <div class="tl-head"><span class="tl-title">${esc(title)}</span><span class="tl-date">${esc(date)}</span></div>
          <div class="tl-sub">${esc(sub)}</div>
        </div>
      </li>`,
    )
    .join('');

  const steps = L.panel.steps
    .map(
      (s, i) =>
        `<div class="step ${i < 2 ? 'done' : ''}"><span class="step-dot">${i < 2 ? icon(ICONS.check, 12, 3) : ''}</span><span>${esc(s)}</span></div>`,
    )
    .join('<span class="step-line"></span>');

  return `<!doctype html>
<html lang="${L.lang}"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: 1440px; height: 1000px; overflow: hidden; }
  body { font-family: ${FONT}; color: ${C.ink}; background: #f8fafc; font-size: 14px;
    -webkit-font-smoothing: antialiased; font-variant-numeric: tabular-nums; }
  ul { list-style: none; }
  .app { display: flex; height: 1000px; }

  /* Sidebar */
  .sidebar { width: 248px; flex: none; background: #fff; border-right: 1px solid #e2e8f0;
    display: flex; flex-direction: column; padding: 22px 16px 18px; }
  .brand { display: flex; align-items: center; gap: 10px; padding: 0 8px; }
  .brand b { font-size: 22px; letter-spacing: -0.02em; }
  .new { margin: 26px 0 18px; height: 42px; border-radius: 10px; background: ${C.brand}; color: #fff;
    display: flex; align-items: center; justify-content: center; gap: 8px; font-weight: 700; font-size: 14.5px;
    box-shadow: 0 1px 2px rgba(15,118,110,.3); }
  .nav-item { display: flex; align-items: center; gap: 12px; height: 42px; padding: 0 12px; border-radius: 9px;
    color: #475569; font-weight: 600; font-size: 14.5px; margin-bottom: 2px; }
  .nav-item svg { color: #64748b; flex: none; }
  .nav-item.active { background: ${C.brandLightest}; color: ${C.brandDark}; box-shadow: inset 3px 0 0 ${C.brand}; }
  .nav-item.active svg { color: ${C.brand}; }
  .count { margin-left: auto; background: ${C.brandLight}; color: ${C.brandDark}; font-size: 12px; font-weight: 700;
    border-radius: 999px; padding: 1px 8px; }
  .side-card { margin-top: auto; background: ${C.brandLightest}; border: 1px solid ${C.brandLight}; border-radius: 12px;
    padding: 14px; }
  .side-card .t { display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 13.5px; color: ${C.brandDark}; }
  .side-card .t svg { color: ${C.brand}; }
  .side-card p { margin-top: 6px; font-size: 12.5px; line-height: 1.45; color: #475569; }
  .user { display: flex; align-items: center; gap: 10px; margin-top: 14px; padding: 12px 8px 0; border-top: 1px solid #e2e8f0; }
  .avatar { width: 36px; height: 36px; border-radius: 50%; background: ${C.brandDark}; color: #fff; font-weight: 700;
    font-size: 13px; display: flex; align-items: center; justify-content: center; flex: none; }
  .user .n { font-weight: 700; font-size: 13.5px; }
  .user .o { font-size: 12px; color: #64748b; }

  /* Main */
  .main { flex: 1; display: flex; flex-direction: column; min-width: 0; }
  .topbar { height: 68px; flex: none; background: #fff; border-bottom: 1px solid #e2e8f0; display: flex;
    align-items: center; padding: 0 28px; gap: 14px; }
  .crumb { display: flex; align-items: center; gap: 6px; color: #64748b; font-size: 14.5px; font-weight: 600; }
  .crumb svg { color: #94a3b8; }
  .crumb b { color: ${C.ink}; font-size: 17px; }
  .badge { display: inline-flex; align-items: center; gap: 6px; border-radius: 999px; padding: 3px 10px 3px 9px;
    font-size: 12.5px; font-weight: 700; white-space: nowrap; }
  .badge::before { content: ''; width: 7px; height: 7px; border-radius: 50%; background: currentColor; }
  .badge.pending { background: #fef3c7; color: #b45309; }
  .spacer { flex: 1; }
  .seg { display: flex; background: #f1f5f9; border-radius: 9px; padding: 3px; }
  .seg span { padding: 6px 14px; border-radius: 7px; font-weight: 600; color: #64748b; font-size: 13.5px; }
  .seg span.on { background: #fff; color: ${C.ink}; box-shadow: 0 1px 2px rgba(15,23,42,.12); }
  .btn { display: inline-flex; align-items: center; gap: 8px; height: 38px; padding: 0 15px; border-radius: 9px;
    font-weight: 700; font-size: 13.5px; white-space: nowrap; }
  .btn.sec { border: 1px solid #cbd5e1; background: #fff; color: ${C.ink}; }
  .btn.pri { background: ${C.brand}; color: #fff; }

  .content { flex: 1; display: flex; gap: 24px; padding: 26px 28px 0; min-height: 0; }

  /* Invoice paper */
  .paper { width: 800px; flex: none; background: #fff; border: 1px solid #e2e8f0; border-radius: 14px 14px 0 0;
    box-shadow: 0 10px 30px -12px rgba(15,23,42,.18); padding: 0 40px; position: relative; overflow: hidden; }
  .paper::before { content: ''; position: absolute; left: 0; right: 0; top: 0; height: 6px; background: ${C.brand}; }
  .p-head { display: flex; justify-content: space-between; align-items: flex-start; padding-top: 30px; }
  .seller { display: flex; align-items: center; gap: 14px; }
  .mono { width: 52px; height: 52px; border-radius: 14px; background: ${C.ink}; color: #fff; font-weight: 700;
    font-size: 15px; display: flex; align-items: center; justify-content: center; letter-spacing: -0.02em; }
  .seller .sn { font-size: 18px; font-weight: 700; }
  .seller .st { font-size: 13px; color: #64748b; margin-top: 2px; }
  .doc { text-align: right; }
  .doc h1 { font-size: 28px; letter-spacing: 0.14em; color: ${C.brand}; font-weight: 700; line-height: 1.1; }
  .doc .no { margin-top: 6px; font-size: 13px; color: #64748b; }
  .doc .no b { color: ${C.ink}; font-size: 14.5px; margin-left: 4px; }

  .meta { display: grid; grid-template-columns: repeat(3, 1fr) 1.25fr; margin-top: 22px; border: 1px solid #e2e8f0;
    border-radius: 12px; overflow: hidden; }
  .meta > div { padding: 10px 16px; border-right: 1px solid #e2e8f0; }
  .meta > div:last-child { border-right: 0; background: ${C.brandLightest}; }
  .lbl { font-size: 11.5px; text-transform: uppercase; letter-spacing: 0.06em; color: #64748b; font-weight: 700; }
  .val { margin-top: 3px; font-size: 14.5px; font-weight: 600; }
  .meta > div:last-child .val { color: ${C.brandDark}; font-weight: 700; font-size: 16px; }

  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 28px; margin-top: 20px; }
  .party .lines { margin-top: 5px; font-size: 13.5px; line-height: 1.5; color: #475569; }
  .party .lines div:first-child { color: ${C.ink}; font-weight: 700; font-size: 14.5px; }

  .strip { display: grid; grid-template-columns: 1.55fr 1.15fr 0.8fr; gap: 16px; margin-top: 16px; padding: 9px 16px;
    background: #f8fafc; border: 1px dashed #cbd5e1; border-radius: 10px; }
  .strip .val { font-size: 13px; white-space: nowrap; }
  .strip .uuid { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 12px; letter-spacing: -0.01em; }

  table { width: 100%; border-collapse: collapse; margin-top: 18px; }
  th { text-align: left; font-size: 11.5px; text-transform: uppercase; letter-spacing: 0.06em; color: #64748b;
    font-weight: 700; background: #f1f5f9; padding: 9px 12px; }
  th:first-child { border-radius: 8px 0 0 8px; } th:last-child { border-radius: 0 8px 8px 0; }
  td { padding: 9px 12px; border-bottom: 1px solid #e2e8f0; vertical-align: top; font-size: 14px; }
  td.d b { display: block; font-size: 14.5px; }
  td.d span { display: block; font-size: 12.5px; color: #64748b; margin-top: 1px; }
  .r { text-align: right; white-space: nowrap; }
  td.r { padding-top: 11px; }
  td.amt { font-weight: 700; }

  .bottom { display: grid; grid-template-columns: 1fr 330px; gap: 34px; margin-top: 18px; }
  .notes p { margin-top: 6px; font-size: 13px; line-height: 1.55; color: #475569; }
  .totals .row { display: flex; justify-content: space-between; font-size: 14px; padding: 4px 12px; color: #334155; }
  .totals .row b { color: ${C.ink}; font-weight: 600; }
  .totals .row.total { border-top: 1px solid #e2e8f0; margin-top: 4px; padding-top: 8px; font-weight: 700; color: ${C.ink}; }
  .due { margin-top: 10px; background: ${C.brandLightest}; border: 1px solid ${C.brandLight}; border-radius: 12px; padding: 12px 14px; }
  .due .top { display: flex; justify-content: space-between; align-items: baseline; }
  .due .top span { font-weight: 700; color: ${C.brandDark}; font-size: 14px; }
  .due .top b { font-size: 22px; color: ${C.ink}; letter-spacing: -0.01em; }
  .due .top small { font-size: 13px; color: #64748b; font-weight: 700; letter-spacing: 0; }
  .due .by { font-size: 12.5px; color: #64748b; margin-top: 1px; }
  .pay { margin-top: 10px; height: 44px; border-radius: 10px; background: ${C.brand}; color: #fff; font-weight: 700;
    font-size: 15.5px; display: flex; align-items: center; justify-content: center; gap: 8px;
    box-shadow: 0 4px 10px -4px rgba(15,118,110,.6); }
  .secure { margin-top: 7px; font-size: 11.5px; color: #64748b; display: flex; align-items: center; justify-content: center; gap: 5px; }
  .p-foot { margin-top: 18px; padding: 12px 0; border-top: 1px solid #e2e8f0; font-size: 12px; color: #94a3b8; text-align: center; }

  /* Right panel */
  .panel { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 16px; }
  .card { background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; padding: 16px 18px; }
  .card h2 { font-size: 15px; font-weight: 700; display: flex; align-items: center; gap: 8px; }
  .card h2 svg { color: ${C.brand}; }
  .amount { margin-top: 8px; font-size: 26px; font-weight: 700; letter-spacing: -0.01em; }
  .amount small { font-size: 13px; color: #64748b; font-weight: 600; margin-left: 4px; }
  .muted { font-size: 12.5px; color: #64748b; margin-top: 2px; }
  .steps { display: flex; align-items: center; margin-top: 14px; }
  .step { display: flex; align-items: center; gap: 6px; font-size: 12.5px; font-weight: 600; color: #94a3b8; white-space: nowrap; }
  .step.done { color: ${C.brandDark}; }
  .step-dot { width: 18px; height: 18px; border-radius: 50%; border: 2px solid #cbd5e1; display: flex; align-items: center; justify-content: center; }
  .step.done .step-dot { background: ${C.brand}; border-color: ${C.brand}; color: #fff; }
  .step-line { flex: 1; height: 2px; background: ${C.brand200}; margin: 0 8px; min-width: 10px; }
  .step-line:last-of-type { background: #e2e8f0; }
  .row-between { display: flex; justify-content: space-between; align-items: center; }
  .toggle { display: flex; align-items: center; gap: 7px; font-size: 12.5px; font-weight: 700; color: ${C.brandDark}; }
  .toggle i { width: 34px; height: 20px; border-radius: 999px; background: ${C.brand}; position: relative; }
  .toggle i::after { content: ''; position: absolute; right: 3px; top: 3px; width: 14px; height: 14px; border-radius: 50%; background: #fff; }
  .timeline { margin-top: 14px; position: relative; }
  .timeline::before { content: ''; position: absolute; left: 13px; top: 14px; bottom: 30px; width: 2px; background: #e2e8f0; }
  .tl { display: flex; gap: 12px; position: relative; padding-bottom: 15px; }
  .tl-dot { width: 28px; height: 28px; border-radius: 50%; flex: none; display: flex; align-items: center; justify-content: center;
    background: #fff; border: 2px solid #cbd5e1; color: #94a3b8; position: relative; }
  .tl.done .tl-dot { background: ${C.brand}; border-color: ${C.brand}; color: #fff; }
  .tl.next .tl-dot { background: #fffbeb; border-color: ${C.amber}; color: #b45309; }
  .tl-body { flex: 1; min-width: 0; padding-top: 3px; }
  .tl-head { display: flex; justify-content: space-between; gap: 8px; }
  .tl-title { font-weight: 700; font-size: 13.5px; }
  .tl-date { font-size: 12px; font-weight: 700; color: #64748b; white-space: nowrap; }
  .tl.next .tl-date { color: #b45309; }
  .tl-sub { font-size: 12.5px; color: #64748b; margin-top: 1px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .tl.todo .tl-title { color: #334155; }
  .add { display: flex; align-items: center; gap: 6px; font-weight: 700; font-size: 13px; color: ${C.brand}; padding-left: 2px; }
  .methods { display: flex; gap: 8px; margin-top: 12px; flex-wrap: wrap; }
  .chip { display: inline-flex; align-items: center; gap: 7px; border: 1px solid #e2e8f0; border-radius: 9px; padding: 7px 11px;
    font-size: 13px; font-weight: 600; color: #334155; }
  .chip svg { color: ${C.brand}; }
</style></head>
<body><div class="app">
  <aside class="sidebar" data-box>
    <div class="brand">${LOGO_MARK(34)}<b>Invoxa</b></div>
    <div class="new">${icon(ICONS.plus, 18, 2.4)}${esc(L.newInvoice)}</div>
    <ul>${nav}</ul>
    <div class="side-card">
      <div class="t">${icon(ICONS.bell, 18)}${esc(L.planTitle)}</div>
      <p>${esc(L.planText)}</p>
    </div>
    <div class="user"><span class="avatar">${esc(L.user.initials)}</span>
      <div><div class="n">${esc(L.user.name)}</div><div class="o">${esc(L.user.org)}</div></div></div>
  </aside>

  <div class="main">
    <header class="topbar" data-box>
      <div class="crumb">${esc(L.crumbRoot)}${icon(ICONS.chevron, 16, 2)}<b>${esc(L.number)}</b></div>
      <span class="badge pending">${esc(L.statusLabel)}</span>
      <span class="spacer"></span>
      <div class="seg"><span>${esc(L.tabs[0])}</span><span class="on">${esc(L.tabs[1])}</span></div>
      <span class="btn sec">${icon(ICONS.download, 17, 2)}${esc(L.download)}</span>
      <span class="btn pri">${icon(ICONS.send, 17, 2)}${esc(L.sendBtn)}</span>
    </header>

    <div class="content">
      <article class="paper" data-box>
        <div class="p-head">
          <div class="seller"><span class="mono">${esc(L.seller.monogram)}</span>
            <div><div class="sn">${esc(L.seller.name)}</div><div class="st">${esc(L.seller.tagline)}</div></div></div>
          <div class="doc"><h1>${esc(L.docTitle)}</h1><div class="no">${esc(L.numberLabel)}<b>${esc(L.number)}</b></div></div>
        </div>

        <div class="meta">
          ${L.meta.map(([k, v]) => `<div><div class="lbl">${esc(k)}</div><div class="val">${esc(v)}</div></div>`).join('')}
          <div><div class="lbl">${esc(L.dueLabel)}</div><div class="val">${money(total)}${cur}</div></div>
        </div>

        <div class="parties">
          <div class="party"><div class="lbl">${esc(L.fromLabel)}</div><div class="lines">${L.from.map((l) => `<div>${esc(l)}</div>`).join('')}</div></div>
          <div class="party"><div class="lbl">${esc(L.toLabel)}</div><div class="lines">${L.to.map((l) => `<div>${esc(l)}</div>`).join('')}</div></div>
        </div>

        <div class="strip">
          ${L.strip
            .map(
              ([k, v], i) =>
                `<div><div class="lbl">${esc(k)}</div><div class="val${i === 0 && L.lang === 'es-MX' ? ' uuid' : ''}">${esc(v)}</div></div>`,
            )
            .join('')}
        </div>

        <table>
          <thead><tr><th>${esc(L.cols[0])}</th><th class="r">${esc(L.cols[1])}</th><th class="r">${esc(L.cols[2])}</th><th class="r">${esc(L.cols[3])}</th></tr></thead>
          <tbody>
            ${rows
              .map(
                (r) =>
                  `<tr><td class="d"><b>${esc(r.desc)}</b><span>${esc(r.sub)}</span></td><td class="r">${esc(r.qty)}</td><td class="r">${r.rate}</td><td class="r amt">${money(r.amount)}</td></tr>`,
              )
              .join('')}
          </tbody>
        </table>

        <div class="bottom">
          <div class="notes"><div class="lbl">${esc(L.notesTitle)}</div><p>${esc(L.notes)}</p></div>
          <div class="totals">
            <div class="row"><span>${esc(L.subtotal)}</span><b>${money(subtotal)}</b></div>
            <div class="row"><span>${esc(L.taxLabel)}</span><b>${money(tax)}</b></div>
            <div class="due">
              <div class="top"><span>${esc(L.dueLabel)}</span><b>${money(total)}<small>${cur}</small></b></div>
              <div class="by">${esc(L.dueBy)}</div>
              <div class="pay" data-must-show>${icon(ICONS.lock, 17, 2.2)}${esc(L.payNow)}</div>
            </div>
            <div class="secure">${esc(L.secure)}</div>
          </div>
        </div>
        <div class="p-foot">${esc(L.footer)}</div>
      </article>

      <aside class="panel">
        <section class="card" data-box>
          <div class="row-between"><h2>${esc(L.panel.statusTitle)}</h2><span class="badge pending">${esc(L.statusLabel)}</span></div>
          <div class="amount">${money(total)}<small>${cur.trim()}</small></div>
          <div class="muted">${esc(L.panel.dueIn)}</div>
          <div class="steps">${steps}</div>
        </section>
        <section class="card" data-box>
          <div class="row-between"><h2>${icon(ICONS.bell, 18)}${esc(L.panel.remindersTitle)}</h2><span class="toggle">${esc(L.panel.auto)}<i></i></span></div>
          <ul class="timeline">${timeline}</ul>
          <div class="add">${icon(ICONS.plus, 16, 2.4)}${esc(L.panel.addReminder)}</div>
        </section>
        <section class="card" data-box>
          <h2>${esc(L.panel.methodsTitle)}</h2>
          <div class="methods">${L.panel.methods.map(([ic, label]) => `<span class="chip">${icon(ICONS[ic], 17)}${esc(label)}</span>`).join('')}</div>
          <div class="muted" style="margin-top:10px">${esc(L.panel.methodsNote)}</div>
        </section>
      </aside>
    </div>
  </div>
</div></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Open Graph card
// ---------------------------------------------------------------------------------------------

function ogHtml(L) {
  const o = L.og;
  const k = o.card;
  return `<!doctype html>
<html lang="${L.lang}"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: 1200px; height: 630px; overflow: hidden; }
  body { font-family: ${FONT}; color: ${C.ink}; background: ${C.brandLightest}; position: relative;
    -webkit-font-smoothing: antialiased; font-variant-numeric: tabular-nums; }
  .blob { position: absolute; right: -150px; top: -120px; width: 640px; height: 640px; border-radius: 50%; background: ${C.brandLight}; }
  .blob2 { position: absolute; right: 40px; bottom: -260px; width: 460px; height: 460px; border-radius: 50%; background: ${C.brand}; }
  .left { position: absolute; left: 72px; top: 64px; width: 620px; }
  .logo { display: flex; align-items: center; gap: 14px; }
  .logo b { font-size: 38px; letter-spacing: -0.02em; font-weight: 700; }
  h1 { margin-top: 40px; font-size: 50px; line-height: 1.12; letter-spacing: -0.025em; font-weight: 700; }
  h1 span { display: block; }
  h1 span + span { color: ${C.brand}; white-space: nowrap; }
  p.tag { margin-top: 22px; font-size: 23px; line-height: 1.45; color: #475569; max-width: 560px; }
  .ticks { position: absolute; left: 72px; bottom: 54px; display: flex; gap: 26px; }
  .ticks span { display: inline-flex; align-items: center; gap: 8px; font-size: 19px; font-weight: 700; color: ${C.brandDark}; }
  .ticks svg { background: ${C.brand}; color: #fff; border-radius: 50%; padding: 3px; }

  .card { position: absolute; left: 760px; top: 178px; width: 380px; height: 520px; background: #fff; border-radius: 20px;
    box-shadow: 0 30px 60px -20px rgba(15,23,42,.35); transform: rotate(-4deg); padding: 28px 28px; overflow: hidden; }
  .card::before { content: ''; position: absolute; left: 0; right: 0; top: 0; height: 8px; background: ${C.brand}; }
  .c-head { display: flex; justify-content: space-between; align-items: flex-start; }
  .c-title { font-size: 24px; font-weight: 700; color: ${C.brand}; letter-spacing: .02em; }
  .c-no { font-size: 14px; color: #64748b; margin-top: 2px; }
  .c-mono { width: 44px; height: 44px; border-radius: 12px; background: ${C.ink}; color: #fff; font-weight: 700;
    font-size: 14px; display: flex; align-items: center; justify-content: center; }
  .c-client { margin-top: 16px; font-size: 13px; color: #64748b; }
  .c-client b { display: block; color: ${C.ink}; font-size: 16px; margin-top: 2px; }
  .c-lines { margin-top: 16px; border-top: 1px solid #e2e8f0; }
  .c-line { display: flex; justify-content: space-between; padding: 10px 0; border-bottom: 1px solid #e2e8f0; font-size: 15px; }
  .c-line span { color: #334155; }
  .c-line b { font-weight: 600; }
  .c-total { display: flex; justify-content: space-between; align-items: baseline; margin-top: 14px; }
  .c-total span { font-weight: 700; color: ${C.brandDark}; font-size: 15px; }
  .c-total b { font-size: 24px; }
  .c-pay { margin-top: 14px; height: 48px; border-radius: 12px; background: ${C.brand}; color: #fff; font-weight: 700; font-size: 18px;
    display: flex; align-items: center; justify-content: center; gap: 8px; }
  .paid { position: absolute; left: 704px; top: 146px; background: #fff; border-radius: 999px; padding: 9px 18px 9px 10px;
    display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 20px; color: ${C.brandDark};
    box-shadow: 0 14px 30px -12px rgba(15,23,42,.35); transform: rotate(-4deg); }
  .paid i { width: 32px; height: 32px; border-radius: 50%; background: ${C.brand}; color: #fff; display: flex; align-items: center; justify-content: center; }
  .note { position: absolute; right: 36px; top: 62px; background: ${C.ink}; color: #fff; border-radius: 14px; padding: 11px 16px;
    display: flex; align-items: center; gap: 10px; font-size: 15px; font-weight: 600; box-shadow: 0 14px 30px -12px rgba(15,23,42,.45); }
  .note i { width: 28px; height: 28px; border-radius: 8px; background: ${C.amber}; color: ${C.ink}; display: flex; align-items: center; justify-content: center; }
</style></head>
<body>
  <div class="blob"></div><div class="blob2"></div>
  <div class="left" data-box data-must-show>
    <div class="logo">${LOGO_MARK(56)}<b>Invoxa</b></div>
    <h1>${o.headline.map((h) => `<span>${esc(h)}</span>`).join('')}</h1>
    <p class="tag">${esc(o.tagline)}</p>
  </div>
  <div class="ticks" data-must-show>${o.ticks.map((t) => `<span>${icon(ICONS.check, 22, 3)}${esc(t)}</span>`).join('')}</div>

  <div class="card" data-box>
    <div class="c-head"><div><div class="c-title">${esc(k.title)}</div><div class="c-no">${esc(k.number)}</div></div><span class="c-mono">${esc(L.seller.monogram)}</span></div>
    <div class="c-client">${L.lang === 'es-MX' ? 'Receptor' : 'Bill to'}<b>${esc(k.client)}</b></div>
    <div class="c-lines">${k.lines.map(([a, b]) => `<div class="c-line"><span>${esc(a)}</span><b>${esc(b)}</b></div>`).join('')}</div>
    <div class="c-total"><span>${esc(k.totalLabel)}</span><b>${esc(k.total)}</b></div>
    <div class="c-pay" data-must-show>${icon(ICONS.lock, 18, 2.2)}${esc(k.pay)}</div>
  </div>
  <div class="paid" data-must-show><i>${icon(ICONS.check, 20, 3)}</i>${esc(k.paid)}</div>
  <div class="note" data-must-show><i>${icon(ICONS.bell, 17, 2.2)}</i>${esc(k.reminder)}</div>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

async function optimize(png) {
  let best = null;
  for (const colours of [256, 192, 128, 96, 64]) {
    const out = await sharp(png)
      .png({ palette: true, colours, quality: 100, dither: 0.6, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (!best || out.length < best.length) best = out;
    if (out.length <= MAX_BYTES) return { buf: out, colours };
  }
  return { buf: best, colours: 'min' };
}

async function render(browser, { html, width, height, file }) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    route.request().url().startsWith('data:') ? route.continue() : route.abort(),
  );
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);

  // Guard against silent layout problems: text sticking out of its box or out of the panel
  // it belongs to, and elements marked data-must-show that fall outside the viewport.
  const problems = await page.evaluate(
    ([w, h]) => {
      const out = [];
      const label = (el) =>
        `${el.getAttribute('class') || el.tagName}: "${el.textContent.trim().slice(0, 40)}"`;
      for (const el of document.querySelectorAll('[data-box] *')) {
        const box = el.closest('[data-box]').getBoundingClientRect();
        const r = el.getBoundingClientRect();
        if (r.width && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) out.push(label(el));
        else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === 'visible')
          out.push(label(el));
      }
      for (const el of document.querySelectorAll('[data-must-show]')) {
        const r = el.getBoundingClientRect();
        if (r.left < 0 || r.top < 0 || r.right > w || r.bottom > h)
          out.push(`${label(el)} is cut off`);
      }
      return out;
    },
    [width, height],
  );
  const raw = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  await context.close();

  const { buf, colours } = await optimize(raw);
  const target = path.join(outDir, file);
  await writeFile(target, buf);
  const meta = await sharp(buf).metadata();
  console.log(
    `wrote ${path.relative(root, target)}  ${meta.width}x${meta.height}  ${buf.length} bytes` +
      `  (raw ${raw.length}, palette ${colours})`,
  );
  for (const p of problems) console.warn(`  warning: layout problem in ${file}: ${p}`);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--font-render-hinting=none',
    ],
  });
  try {
    for (const key of ['en', 'es']) {
      const L = LOCALES[key];
      await render(browser, {
        html: heroHtml(L),
        width: 1440,
        height: 1000,
        file: `hero-invoice-${key}.png`,
      });
      await render(browser, {
        html: ogHtml(L),
        width: 1200,
        height: 630,
        file: `og-default-${key}.png`,
      });
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
