/**
 * Every style of the card page, in the page itself: the card paints before any file arrives, and
 * the parts the card page's script shows (Share, QR, the lead form, Saved cards, the install
 * offer, the offline banner) are styled already, so the script adds no style of its own. Colours
 * come from the card (its brand's colours with its overrides) through the `--mqc-*` properties
 * the page sets for its card.
 */
export const cardPageCss = [
  // The app's own font stack (Chakra's), so the card looks the same drawn by either.
  'body{margin:0}',
  '.mqc{box-sizing:border-box;min-height:100dvh;display:flex;flex-direction:column;background:var(--mqc-body-bg);color:var(--mqc-body-color);' +
    'font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;line-height:1.5;-webkit-text-size-adjust:100%}',
  '.mqc *,.mqc *::before,.mqc *::after{box-sizing:border-box}',
  '.mqc [hidden]{display:none!important}',
  // White on this orange is 7.3:1 (WCAG AA asks 4.5:1), whatever the brand's colours.
  '.mqc-offline{margin:0;padding:8px 16px;background:#9a3412;color:#fff;text-align:center;font-weight:500}',
  '.mqc-offline:empty{display:none}',
  '.mqc-main{position:relative;flex:1;width:100%;max-width:28rem;margin:0 auto;padding:32px 16px}',
  '.mqc-card{text-align:center}',
  '.mqc-photo{display:block;width:160px;height:160px;margin:0 auto 16px;border-radius:50%;object-fit:cover;background:var(--mqc-subtle)}',
  // The designs (src/domain/card-design.ts): the band bleeds to the column's edges, the photo's shape, and three layouts.
  '.mqc-head{position:relative}',
  '.mqc-band{height:96px;margin:-32px -16px 16px;background:var(--mqc-cover);overflow:hidden}',
  '.mqc-band-img{display:block;width:100%;height:100%;object-fit:cover}',
  '.mqc-logo{display:block;width:auto;height:48px;max-width:60%;margin:0 auto 16px;object-fit:contain}',
  '.mqc-photo-square .mqc-photo{border-radius:12px}',
  '.mqc-layout-cover .mqc-band{height:144px}',
  '.mqc-layout-cover .mqc-photo{position:relative;margin-top:-96px;border:4px solid var(--mqc-body-bg)}',
  '.mqc-layout-cover .mqc-logo{position:absolute;top:-20px;left:0;max-width:40%;margin:0;padding:6px;border-radius:6px;background:var(--mqc-body-bg)}',
  '.mqc-layout-classic{text-align:left}',
  '.mqc-layout-classic .mqc-head{display:flex;flex-wrap:wrap;align-items:center;gap:0 16px}',
  '.mqc-layout-classic .mqc-band{flex-basis:calc(100% + 32px)}',
  '.mqc-layout-classic .mqc-logo{flex-basis:100%;max-width:100%;object-position:left}',
  '.mqc-layout-classic .mqc-photo{width:112px;height:112px;margin:0}',
  '.mqc-layout-classic .mqc-who{flex:1;min-width:0}',
  '.mqc-icons{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:20px 0 0;padding:0;list-style:none}',
  '.mqc-layout-classic .mqc-icons{justify-content:flex-start}',
  '.mqc-icon{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;background:var(--mqc-subtle);color:var(--mqc-primary-fg)}',
  '.mqc-icon:hover{background:var(--mqc-primary-muted)}',
  '.mqc-name{margin:0 0 4px;font-size:1.75rem;line-height:1.2}',
  '.mqc-title,.mqc-org,.mqc-muted{margin:0;color:var(--mqc-muted)}',
  '.mqc-actions{display:flex;flex-wrap:wrap;gap:8px;margin:24px 0 16px;font-size:.875rem}',
  '.mqc-save,.mqc-button,.mqc-submit,.mqc-ghost,.mqc-outline{display:inline-flex;align-items:center;justify-content:center;border:0;border-radius:4px;' +
    'font:inherit;font-weight:500;text-decoration:none;cursor:pointer}',
  '.mqc-save{flex:1;min-height:48px;padding:0 16px;background:var(--mqc-primary);color:var(--mqc-on-primary);font-weight:600}',
  '.mqc-button{min-height:48px;padding:0 16px;background:var(--mqc-subtle);color:var(--mqc-primary-fg);font-size:.875rem}',
  '.mqc-button:hover,.mqc-ghost:hover,.mqc-outline:hover{background:var(--mqc-primary-muted)}',
  '.mqc-save:hover,.mqc-submit:hover{background:var(--mqc-primary-emphasized)}',
  '.mqc-ghost{min-height:32px;padding:0 10px;background:transparent;color:var(--mqc-primary-fg);font-size:.875rem}',
  '.mqc-outline{min-height:32px;padding:0 12px;background:transparent;border:1px solid var(--mqc-primary-muted);color:var(--mqc-primary-fg);font-size:.875rem}',
  '.mqc a:focus-visible,.mqc button:focus-visible,.mqc input:focus-visible,.mqc textarea:focus-visible{outline:2px solid var(--mqc-focus);outline-offset:2px}',
  '.mqc-saved-open{position:absolute;top:0;right:0;z-index:2}',
  // The corner buttons stand over the card's band (a cover colour or image): on a chip of the page's
  // own colour, their text reads whatever is behind.
  '.mqc-saved-open,.mqc-install .mqc-ghost{margin:0 4px;border-radius:999px;background:var(--mqc-body-bg);box-shadow:0 1px 3px rgba(0,0,0,.3)}',
  '.mqc-saved-open:hover,.mqc-install .mqc-ghost:hover{background:var(--mqc-body-bg);text-decoration:underline}',
  '.mqc-note{margin:0 0 16px;font-size:.875rem;font-weight:500;overflow-wrap:anywhere}',
  '.mqc-note:empty{display:none}',
  '.mqc-links{margin:0;padding:0;list-style:none;text-align:left}',
  '.mqc-links a{display:block;padding:12px 8px;border-bottom:1px solid rgba(127,127,127,.25);color:var(--mqc-link);text-decoration:none;overflow-wrap:anywhere}',
  '.mqc-links a:hover{text-decoration:underline}',
  '.mqc-bio{margin:16px 0 0;text-align:left;white-space:pre-line}',
  '.mqc-qr{margin-top:32px;scroll-margin:16px}',
  '.mqc-qr:focus-visible{outline:2px solid var(--mqc-focus);outline-offset:4px}',
  '.mqc-qr-code{display:block;width:100%;max-width:320px;height:auto;margin:0 auto 8px;background:#fff}',
  '.mqc-qr-name{margin:0 0 12px;font-weight:600}',
  '.mqc-qr .mqc-note{margin:8px 0 0}',
  '.mqc-lead{margin-top:40px;text-align:left}',
  '.mqc-lead h2{margin:0 0 4px;font-size:1.125rem;line-height:1.4;font-weight:600}',
  '.mqc-lead .mqc-muted{margin-bottom:16px}',
  '.mqc-form{display:flex;flex-direction:column;gap:16px}',
  '.mqc-field label{display:block;margin-bottom:6px;font-size:.875rem;font-weight:500}',
  '.mqc-field input,.mqc-field textarea{display:block;width:100%;min-height:36px;padding:6px 12px;border:1px solid #71717a;border-radius:4px;' +
    'background:transparent;color:inherit;font:inherit;font-size:.875rem}',
  '.mqc-field textarea{resize:vertical}',
  '.mqc-field [aria-invalid="true"]{border-color:#b91c1c;box-shadow:0 0 0 1px #b91c1c}',
  // Red 700 reads at 6.5:1 on white; on the card's own light page a little less, still above 4.5:1.
  '.mqc-error{margin:6px 0 0;color:#b91c1c;font-size:.8125rem}',
  '.mqc-error:empty,.mqc-form-status:empty{display:none}',
  '.mqc-form-status{margin:0;font-weight:500}',
  '.mqc-form-status.mqc-problem{color:#b91c1c}',
  '.mqc-submit{align-self:flex-start;min-height:40px;padding:0 16px;background:var(--mqc-primary);color:var(--mqc-on-primary);font-size:.875rem}',
  '.mqc-submit:disabled{opacity:.6;cursor:progress}',
  '.mqc-install{position:absolute;top:0;left:0;z-index:2;font-size:.875rem}',
  '.mqc-install p{position:absolute;top:calc(100% + 4px);left:0;width:min(18rem,calc(100vw - 24px));margin:0;padding:12px;border-radius:8px;' +
    'background:var(--mqc-body-bg);color:var(--mqc-body-color);box-shadow:0 8px 24px rgba(0,0,0,.25)}',
  '.mqc-dialog{width:min(28rem,calc(100% - 32px));max-height:calc(100% - 64px);padding:24px;border:0;border-radius:8px;' +
    'background:var(--mqc-body-bg);color:var(--mqc-body-color);box-shadow:0 16px 48px rgba(0,0,0,.3)}',
  '.mqc-dialog::backdrop{background:rgba(0,0,0,.45)}',
  '.mqc-dialog h2{margin:0 40px 16px 0;font-size:1.125rem;line-height:1.4}',
  '.mqc-close{position:absolute;top:16px;right:16px;width:32px;min-height:32px;padding:0;font-size:1.25rem;line-height:1}',
  '.mqc-saved-list{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:12px}',
  '.mqc-saved-list li{display:flex;gap:12px;align-items:center}',
  '.mqc-saved-photo{flex-shrink:0;width:48px;height:48px;border-radius:50%;object-fit:cover;background:var(--mqc-subtle)}',
  '.mqc-saved-text{flex:1;min-width:0}',
  '.mqc-saved-text a{color:var(--mqc-link);font-weight:600}',
  '.mqc-saved-text p{margin:0;font-size:.875rem;color:var(--mqc-muted)}',
  '.mqc-saved-text a+p{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  // The business page (business-page.ts): its sections and its people, as the app draws them.
  '.mqc-section{margin-top:32px;text-align:left}',
  '.mqc-section h2{margin:0 0 8px;font-size:1.125rem;line-height:1.4;font-weight:600}',
  '.mqc-business .mqc-bio{text-align:center}',
  '.mqc-people{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:12px}',
  '.mqc-people li{display:flex;gap:12px;align-items:center}',
  '.mqc-person-photo{flex-shrink:0;width:56px;height:56px;border-radius:50%;object-fit:cover;background:var(--mqc-subtle)}',
  '.mqc-person-text{min-width:0}',
  '.mqc-person-text a{color:var(--mqc-link);font-weight:600}',
  '.mqc-person-text p{margin:0;font-size:.875rem;color:var(--mqc-muted)}',
].join('')
