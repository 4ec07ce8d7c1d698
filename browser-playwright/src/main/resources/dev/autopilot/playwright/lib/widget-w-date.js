  // Date pickers, masked inputs and sliders (issue 12), included by the snapshot, the typing
  // script and the widget script (see Scripts.java): one place that knows them. What is specific
  // to a library is data here: the class names of picker popups, and where a library keeps a
  // field's date format or mask (jQuery UI, flatpickr, bootstrap-datepicker, Inputmask).
  const WDATE = (() => {
    // the popups of date pickers: jQuery UI, flatpickr, bootstrap-datepicker, react-datepicker,
    // Pikaday, daterangepicker
    const POPUPS = '.ui-datepicker,.flatpickr-calendar,.datepicker-dropdown,.react-datepicker-popper,.pika-single,.daterangepicker';
    // a date format's tokens, per library, as java.time pattern letters; a letter that is no token
    // (a time, a week number, a timestamp) makes the format one a date alone cannot fill
    const JQUERY_UI = { dd: 'dd', d: 'd', DD: 'EEEE', D: 'EEE', mm: 'MM', m: 'M', MM: 'MMMM', M: 'MMM', yy: 'yyyy', y: 'yy' };
    const FLATPICKR = { d: 'dd', j: 'd', D: 'EEE', l: 'EEEE', m: 'MM', n: 'M', F: 'MMMM', M: 'MMM', Y: 'yyyy', y: 'yy' };
    const BOOTSTRAP = { d: 'd', dd: 'dd', D: 'EEE', DD: 'EEEE', m: 'M', mm: 'MM', M: 'MMM', MM: 'MMMM', yy: 'yy', yyyy: 'yyyy' };
    const INPUTMASK = { dddd: 'EEEE', ddd: 'EEE', dd: 'dd', d: 'd', mmmm: 'MMMM', mmm: 'MMM', mm: 'MM', m: 'M', yyyy: 'yyyy', yy: 'yy' };
    const LETTER = /[A-Za-z]/;
    const RESERVED = /[A-Za-z'[\]{}#]/;
    // The format in java.time letters, or null. quote: the library's quoting of literal text
    // ("'" for jQuery UI, '\\' escapes one character for flatpickr), or ''.
    const toPattern = (fmt, tokens, quote) => {
      if (typeof fmt !== 'string' || !fmt) return null;
      const lengths = [...new Set(Object.keys(tokens).map((t) => t.length))].sort((a, b) => b - a);
      let out = '';
      let letters = false;
      const literal = (ch) => { out += RESERVED.test(ch) ? "'" + (ch === "'" ? "''" : ch) + "'" : ch; };
      for (let i = 0; i < fmt.length;) {
        const ch = fmt[i];
        if (quote === "'" && ch === "'") {
          const end = fmt.indexOf("'", i + 1);
          if (end < 0) return null;
          if (end === i + 1) literal("'");
          else for (const c of fmt.slice(i + 1, end)) literal(c);
          i = end + 1;
          continue;
        }
        if (quote === '\\' && ch === '\\' && i + 1 < fmt.length) { literal(fmt[i + 1]); i += 2; continue; }
        let hit = null;
        for (const n of lengths) {
          const t = fmt.substr(i, n);
          if (t.length === n && tokens[t]) { hit = t; break; }
        }
        if (hit) { out += tokens[hit]; letters = true; i += hit.length; continue; }
        if (LETTER.test(ch)) return null;
        literal(ch);
        i++;
      }
      return letters ? out : null;
    };
    const call = (f) => { try { return f(); } catch (err) { return null; } };
    // The empty template of an Inputmask field, one '_' per slot.
    const inputmaskTemplate = (im) => {
      const opts = im.opts || {};
      let empty = call(() => im.getemptymask());
      if (typeof empty !== 'string' || !empty) return null;
      if (opts.alias === 'datetime' && typeof opts.inputFormat === 'string') return opts.inputFormat.replace(/[A-Za-z]/g, '_');
      const ph = typeof opts.placeholder === 'string' && opts.placeholder ? opts.placeholder : '_';
      if (ph !== '_') empty = empty.split(ph).join('_');
      return empty.includes('_') ? empty : null;
    };
    // What widget a text input belongs to: { picker, format, mask } (format a java.time pattern or
    // null, mask a template or null), or null for a plain input.
    const widgetOf = (el) => {
      if (el.localName !== 'input') return null;
      const jq = window.jQuery;
      if (el.classList.contains('hasDatepicker') && jq) {
        return { picker: true, mask: null, format: toPattern(call(() => jq(el).datepicker('option', 'dateFormat')), JQUERY_UI, "'") };
      }
      const fp = el._flatpickr;
      if (fp && fp.config) {
        return { picker: true, mask: null, format: fp.config.enableTime ? null : toPattern(fp.config.dateFormat, FLATPICKR, '\\') };
      }
      const prev = el.previousElementSibling;
      const owner = prev && prev._flatpickr;
      if (owner && owner.altInput === el && owner.config) {
        return { picker: true, mask: null, format: owner.config.enableTime ? null : toPattern(owner.config.altFormat, FLATPICKR, '\\') };
      }
      // bootstrap-datepicker: its instance on the input or on the component around it, else, before
      // its data-api starts it on first focus, the data-date-format of the marked element or the
      // library's default
      const bdp = jq && jq.fn && jq.fn.datepicker && jq.fn.datepicker.DPGlobal ? jq.fn.datepicker : null;
      if (bdp) {
        const host = el.closest('[data-provide="datepicker"],.input-group.date,.input-daterange');
        const inst = call(() => jq(el).data('datepicker')) || (host && call(() => jq(host).data('datepicker')));
        if (inst || (host && host.matches('[data-provide="datepicker"]'))) {
          const fmt = inst && inst.o ? inst.o.format
            : (host.getAttribute('data-date-format') || el.getAttribute('data-date-format') || (bdp.defaults && bdp.defaults.format));
          return { picker: true, mask: null, format: toPattern(fmt, BOOTSTRAP, '') };
        }
      }
      const im = el.inputmask;
      if (im && typeof im === 'object') {
        const opts = im.opts || {};
        const format = opts.alias === 'datetime' ? toPattern(opts.inputFormat, INPUTMASK, '') : null;
        return { picker: false, mask: inputmaskTemplate(im), format };
      }
      const popup = el.getAttribute('aria-haspopup');
      if (popup === 'dialog' || popup === 'grid') return { picker: true, mask: null, format: null };
      return null;
    };
    // A date pattern a person reads beside a plain text input ("(mm/dd/yyyy)" after it, in its
    // title, its description or its label), in java.time letters, or null: the page's word for the
    // format when no library keeps one.
    // (the letters as English, French, Spanish and German write them: jour and Tag for the day,
    // año, année and Jahr for the year: "JJ/MM/AAAA", "DD/MM/AAAA", "TT.MM.JJJJ")
    const HINT = /(^|[^a-z])(yyyy|aaaa|jjjj|dd|jj|tt|mm|yy|aa)([./ -])(yyyy|aaaa|jjjj|dd|jj|tt|mm|yy|aa)\3(yyyy|aaaa|jjjj|dd|jj|tt|mm|yy|aa)(?![a-z])/i;
    const HINT_TOKENS = { dd: 'dd', jj: 'dd', tt: 'dd', mm: 'MM', yyyy: 'yyyy', aaaa: 'yyyy', jjjj: 'yyyy', yy: 'yy', aa: 'yy' };
    const CONTROLS = 'input,select,textarea,button';
    const FIELDS = 'input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]),select,textarea';
    const hintFormat = (el) => {
      if (el.localName !== 'input' || el.type !== 'text') return null;
      const texts = [el.getAttribute('title') || ''];
      const described = el.getAttribute('aria-describedby');
      const root = el.getRootNode();
      if (described && root.getElementById) {
        for (const id of described.trim().split(/\s+/)) { const n = root.getElementById(id); if (n) texts.push(n.textContent); }
      }
      for (const l of el.labels || []) texts.push(l.textContent);
      // the text after the input, and after its wrapper when the wrapper holds no other control
      // ("<span class=dateInput><input></span><span>[ dd/mm/yyyy ]</span>", as Salesforce writes it)
      const after = (from) => {
        let t = '';
        for (let n = from.nextSibling, k = 0; n && k < 4; n = n.nextSibling, k++) {
          if (n.nodeType === 1 && (n.matches(CONTROLS) || n.querySelector(CONTROLS))) break;
          t += ' ' + n.textContent;
        }
        return t;
      };
      texts.push(after(el));
      // ... and after each wrapper up to four levels that holds no other control (Ant Design's
      // form item writes its hint, "格式：YYYY-MM-DD", after the control's wrappers)
      for (let wrap = el.parentElement, k = 0; wrap && k < 4; wrap = wrap.parentElement, k++) {
        // (a picker's toggle button beside the input is no other field: Angular Material's
        // datepicker writes its hint after a wrapper that holds both)
        if (['form', 'body', 'fieldset', 'label'].includes(wrap.localName) || wrap.querySelectorAll(FIELDS).length !== 1) break;
        texts.push(after(wrap));
      }
      for (const t of texts) {
        const m = HINT.exec(t || '');
        if (!m) continue;
        const tokens = [m[2], m[4], m[5]].map((x) => HINT_TOKENS[x.toLowerCase()]);
        if (tokens.includes('dd') && tokens.includes('MM') && new Set(tokens).size === 3) return tokens.join(m[3]);
      }
      return null;
    };
    const shown = (n) => {
      const r = n.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (!n.checkVisibility || n.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    };
    // A picker popup shown now (inline calendars, always shown, aside), or null.
    const openPopup = () => {
      for (const p of document.querySelectorAll(POPUPS)) {
        if (p.classList.contains('ui-datepicker-inline') || p.classList.contains('inline')) continue;
        if (p.parentElement && p.parentElement.closest(POPUPS)) continue;
        if (shown(p)) return p;
      }
      return null;
    };
    // The lowest and highest value of a slider, as text, or nulls.
    const range = (el) => (el.localName === 'input'
      ? { min: el.min || '0', max: el.max || '100' }
      : { min: el.getAttribute('aria-valuemin'), max: el.getAttribute('aria-valuemax') });
    // The day cell of a date in an open picker popup, else the control that moves the calendar
    // toward it: [element, 'day' | 'next' | 'prev' | 'disabled' | 'none']. Day cells are read by
    // the full date in their label (flatpickr, react-datepicker, ARIA date grids: "December 15,
    // 2026", "Choose Tuesday, December 15th, 2026") or by jQuery UI's data-year/data-month.
    const NEXT = /next/i;
    const PREV = /prev/i;
    // The month names of the page's language and the browser's, long and short, each to its
    // month (1-12), from the browser's own locale data (Intl): a picker in French labels its days
    // "octobre 2, 2027", one in German "Oktober 2, 2027".
    let monthNames = null;
    const plain = (w) => w.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f.]/g, '');
    const months = () => {
      if (monthNames) return monthNames;
      monthNames = new Map();
      const langs = [document.documentElement.lang, navigator.language, 'en'].filter(Boolean);
      for (const lang of langs) {
        for (const style of ['long', 'short']) {
          const f = call(() => new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' }));
          if (!f) continue;
          for (let i = 0; i < 12; i++) {
            const name = plain(f.format(new Date(Date.UTC(2000, i, 15))));
            if (name && !monthNames.has(name)) monthNames.set(name, i + 1);
          }
        }
      }
      return monthNames;
    };
    // A day's label in another language: its year (four digits), its month by name, its day (one
    // or two digits); "2027年10月2日" by its marks. Null when any of them is not found once.
    const localDate = (s) => {
      const cjk = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(s);
      if (cjk) return [+cjk[1], +cjk[2], +cjk[3]];
      const year = s.match(/(^|\D)(\d{4})(?!\d)/);
      if (!year) return null;
      const rest = s.replace(year[2], ' ');
      let month = null;
      for (const w of rest.split(/[\s,]+/)) {
        const m = months().get(plain(w));
        if (m) {
          if (month && month !== m) return null;
          month = m;
        }
      }
      const days = rest.match(/(^|\D)(\d{1,2})(?!\d)/g);
      if (!month || !days || days.length !== 1) return null;
      return [+year[2], month, +days[0].replace(/\D/g, '')];
    };
    const labelDate = (s) => {
      if (!s || !/\d{4}/.test(s)) return null;
      const t = s.replace(/^(choose|select|pick)\s+/i, '').replace(/(\d)(st|nd|rd|th)\b/g, '$1')
        .replace(/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+/i, '');
      const ms = Date.parse(t);
      if (Number.isNaN(ms)) return localDate(s);
      const dt = new Date(ms);
      return [dt.getFullYear(), dt.getMonth() + 1, dt.getDate()];
    };
    const dayCells = (popup) => {
      const out = [];
      for (const a of popup.querySelectorAll('td[data-year][data-month] a, td[data-year][data-month] span')) {
        const td = a.closest('td');
        out.push({ el: a, ymd: [+td.dataset.year, +td.dataset.month + 1, +a.textContent.trim()], off: td.classList.contains('ui-datepicker-unselectable') });
      }
      if (out.length) return out;
      for (const c of popup.querySelectorAll('[aria-label]')) {
        const ymd = labelDate(c.getAttribute('aria-label'));
        if (ymd) out.push({ el: c, ymd, off: c.getAttribute('aria-disabled') === 'true' || /disabled/.test(c.className) });
      }
      return out;
    };
    const calendar = (y, m, d) => {
      const popup = openPopup();
      if (!popup) return [null, 'none'];
      const cells = dayCells(popup);
      const hit = cells.find((c) => c.ymd[0] === y && c.ymd[1] === m && c.ymd[2] === d);
      if (hit) return [hit.el, hit.off ? 'disabled' : 'day'];
      if (!cells.length) return [null, 'none'];
      const mid = cells[Math.floor(cells.length / 2)].ymd;
      const forward = y * 12 + m > mid[0] * 12 + mid[1];
      const want = forward ? NEXT : PREV;
      const days = new Set(cells.map((c) => c.el));
      for (const n of popup.querySelectorAll('a,button,span,[role="button"]')) {
        if (days.has(n)) continue;
        const words = (n.getAttribute('aria-label') || '') + ' ' + (n.getAttribute('title') || '') + ' ' + (typeof n.className === 'string' ? n.className : '') + ' ' + (n.dataset.handler || '');
        if (want.test(words) && shown(n) && !/disabled/.test(n.className)) return [n, forward ? 'next' : 'prev'];
      }
      return [null, 'none'];
    };
    // The visible input a picker shows in place of a hidden one (flatpickr's altInput), or null:
    // it answers the hidden input's question, so it takes its labels.
    const standIn = (el) => {
      const fp = el._flatpickr;
      return fp && fp.altInput && fp.altInput !== el ? fp.altInput : null;
    };
    return { POPUPS, widgetOf, hintFormat, openPopup, range, standIn, calendar };
  })();
