import { EARLY_FORM } from './early-clicks';

/**
 * A GET form submits its own fields only, so an early tap would drop the address's query string
 * (a campaign's parameters). This script, run where the HTML reads it (right after the form,
 * before React), adds the address's other parameters to the submission as hidden fields at the
 * end of the body, outside the elements React hydrates; `takeEarlyAction` then removes `early`
 * and keeps them. Plain ES5 without "<".
 */
const keepQueryScript =
  `(function(){var f=document.getElementById('${EARLY_FORM}'),done=false;if(!f)return;` +
  "f.addEventListener('submit',function(){if(done)return;done=true;" +
  "new URLSearchParams(location.search).forEach(function(v,k){if(k==='early')return;" +
  "var i=document.createElement('input');i.type='hidden';i.name=k;i.value=v;" +
  `i.setAttribute('form','${EARLY_FORM}');document.body.appendChild(i)})})})()`;

/**
 * The empty form the early clicks submit (./early-clicks.ts) and the script that keeps the
 * address's query string: markup that never changes, so rendered by the server alone, and the
 * page's scripts do not carry it.
 */
export function EarlyForm() {
  return (
    <>
      <form id={EARLY_FORM} method="get" hidden />
      {/* Runs as the HTML is read: an early tap keeps the address's query string. */}
      <script>{keepQueryScript}</script>
    </>
  );
}
