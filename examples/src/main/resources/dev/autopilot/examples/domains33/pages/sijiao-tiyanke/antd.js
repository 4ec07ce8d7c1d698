// A small stand-in for Ant Design (v5) Form, Select, DatePicker, InputNumber, Radio and
// Checkbox behaviour: the Select's search input is the role=combobox the label points at; its
// popup is rendered once at the end of body (a zero-size a11y listbox of role=option for the
// active item and its neighbours, and the visible rc-virtual-list of .ant-select-item-option
// divs with title and aria-selected); multiple mode keeps the popup open and shows tags; the
// DatePicker takes typed YYYY-MM-DD text on Enter or blur and reverts anything else; errors show
// under the item in role=alert.
(function () {
  var OPTIONS = {
    store: [['chaoyang_joycity', '朝阳大悦城店'], ['guomao', '国贸店'], ['sanlitun', '三里屯店'], ['wangjing', '望京SOHO店'], ['zhongguancun', '中关村店'], ['wudaokou', '五道口店'], ['xierqi', '西二旗店']],
    goals: [['fat_loss', '减脂'], ['muscle', '增肌'], ['shaping', '塑形'], ['posture', '体态矫正'], ['rehab', '康复训练'], ['stamina', '提升体能']],
    coach: [['any', '不限'], ['female', '女教练'], ['male', '男教练']]
  };
  var values = { store: null, goals: [], coach: 'any', date: '' };
  var form = document.getElementById('trial');

  function item(name) { return form.querySelector('.ant-form-item[data-name="' + name + '"]'); }
  function clearError(name) {
    var it = item(name); if (!it) return;
    it.classList.remove('ant-form-item-has-error');
    var ex = it.querySelector('.ant-form-item-explain'); if (ex) ex.remove();
    it.querySelectorAll('[aria-invalid]').forEach(function (i) { i.setAttribute('aria-invalid', 'false'); });
  }
  function setError(name, text) {
    var it = item(name);
    clearError(name);
    it.classList.add('ant-form-item-has-error');
    var ex = document.createElement('div');
    ex.className = 'ant-form-item-explain ant-form-item-explain-connected';
    ex.id = 'trial_' + name + '_help'; ex.setAttribute('role', 'alert');
    ex.innerHTML = '<div class="ant-form-item-explain-error"></div>';
    ex.firstChild.textContent = text;
    it.querySelector('.ant-form-item-control-input').after(ex);
    var input = it.querySelector('input:not([type=radio]):not([type=checkbox]), textarea');
    if (input) { input.setAttribute('aria-invalid', 'true'); input.setAttribute('aria-describedby', ex.id); }
  }

  // Radio groups and checkboxes
  form.querySelectorAll('input[type=radio]').forEach(function (r) {
    r.addEventListener('change', function () {
      form.querySelectorAll('input[name="' + r.name + '"]').forEach(function (o) {
        var w = o.closest('label');
        if (w.classList.contains('ant-radio-button-wrapper')) { w.classList.toggle('ant-radio-button-wrapper-checked', o.checked); o.parentElement.classList.toggle('ant-radio-button-checked', o.checked); }
        else { w.classList.toggle('ant-radio-wrapper-checked', o.checked); o.parentElement.classList.toggle('ant-radio-checked', o.checked); }
      });
      clearError(r.name);
    });
  });
  form.querySelectorAll('input[type=checkbox]').forEach(function (c) {
    c.addEventListener('change', function () {
      c.closest('label').classList.toggle('ant-checkbox-wrapper-checked', c.checked);
      c.parentElement.classList.toggle('ant-checkbox-checked', c.checked);
      if (c.id === 'trial_agreement') clearError('agreement');
    });
  });

  // InputNumber
  form.querySelectorAll('.ant-input-number').forEach(function (box) {
    var input = box.querySelector('input');
    var last = '';
    var min = +input.getAttribute('aria-valuemin'), max = +input.getAttribute('aria-valuemax'), step = +input.getAttribute('step');
    function commit() {
      var t = input.value.trim();
      if (t === '') { last = ''; input.removeAttribute('aria-valuenow'); return; }
      if (!/^-?\d+(\.\d+)?$/.test(t)) { input.value = last; return; }
      var n = Math.min(max, Math.max(min, +t));
      last = String(n); input.value = last; input.setAttribute('aria-valuenow', last);
    }
    input.addEventListener('blur', commit);
    input.addEventListener('keydown', function (e) { if (e.key === 'Enter') commit(); });
    input.addEventListener('input', function () { clearError(box.closest('.ant-form-item').getAttribute('data-name')); });
    box.querySelector('.ant-input-number-handler-up').addEventListener('mousedown', function (e) { e.preventDefault(); input.value = String((+last || min) + (last ? step : 0)); commit(); });
    box.querySelector('.ant-input-number-handler-down').addEventListener('mousedown', function (e) { e.preventDefault(); input.value = String((+last || min) - (last ? step : 0)); commit(); });
  });

  // Textarea count
  var inj = document.getElementById('trial_injuries');
  inj.addEventListener('input', function () { inj.parentElement.querySelector('.ant-input-data-count').textContent = inj.value.length + ' / 200'; inj.parentElement.setAttribute('data-count', inj.value.length + ' / 200'); });

  // Select
  var openSelect = null;
  function labelOf(name, v) { for (var i = 0; i < OPTIONS[name].length; i++) if (OPTIONS[name][i][0] === v) return OPTIONS[name][i][1]; return ''; }
  form.querySelectorAll('.ant-select').forEach(function (sel) {
    var name = sel.getAttribute('data-select');
    var multiple = sel.hasAttribute('data-multiple');
    var search = sel.hasAttribute('data-search');
    var input = sel.querySelector('input');
    var listId = input.getAttribute('aria-controls');
    var holder = null, dropdown = null, active = 0, filtered = [];
    function selected(v) { return multiple ? values[name].indexOf(v) >= 0 : values[name] === v; }
    function renderSelection() {
      var selector = sel.querySelector('.ant-select-selector');
      var ph = selector.querySelector('.ant-select-selection-placeholder');
      if (multiple) {
        var overflow = selector.querySelector('.ant-select-selection-overflow');
        overflow.querySelectorAll('.ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-suffix)').forEach(function (n) { n.remove(); });
        var suffix = overflow.querySelector('.ant-select-selection-overflow-item-suffix');
        values[name].forEach(function (v) {
          var d = document.createElement('div');
          d.className = 'ant-select-selection-overflow-item'; d.style.opacity = '1';
          d.innerHTML = '<span class="ant-select-selection-item" title=""><span class="ant-select-selection-item-content"></span><span class="ant-select-selection-item-remove" unselectable="on" aria-hidden="true" style="user-select:none"><span role="img" aria-label="close" class="anticon anticon-close">×</span></span></span>';
          d.firstChild.title = labelOf(name, v);
          d.querySelector('.ant-select-selection-item-content').textContent = labelOf(name, v);
          d.querySelector('.ant-select-selection-item-remove').addEventListener('mousedown', function (e) { e.preventDefault(); e.stopPropagation(); toggle(v); });
          overflow.insertBefore(d, suffix);
        });
        if (ph) ph.style.display = values[name].length || input.value ? 'none' : '';
      } else {
        var itemEl = selector.querySelector('.ant-select-selection-item');
        if (values[name]) {
          if (!itemEl) { itemEl = document.createElement('span'); itemEl.className = 'ant-select-selection-item'; selector.appendChild(itemEl); }
          itemEl.title = labelOf(name, values[name]); itemEl.textContent = labelOf(name, values[name]);
          itemEl.style.visibility = input.value ? 'hidden' : '';
        }
        if (ph) ph.style.display = values[name] || input.value ? 'none' : '';
      }
    }
    function renderList() {
      var q = search ? input.value.trim().toLowerCase() : '';
      filtered = OPTIONS[name].filter(function (o) { return !q || o[1].toLowerCase().indexOf(q) >= 0 || o[0].indexOf(q) >= 0; });
      if (active >= filtered.length) active = 0;
      var a11y = dropdown.querySelector('[role=listbox]');
      a11y.innerHTML = '';
      [active - 1, active, active + 1].forEach(function (i) {
        if (i < 0 || i >= filtered.length) return;
        var o = document.createElement('div');
        o.setAttribute('role', 'option'); o.id = listId + '_' + i;
        o.setAttribute('aria-label', filtered[i][1]);
        o.setAttribute('aria-selected', selected(filtered[i][0]) ? 'true' : 'false');
        o.textContent = filtered[i][0];
        a11y.appendChild(o);
      });
      input.setAttribute('aria-activedescendant', listId + '_' + active);
      var inner = dropdown.querySelector('.rc-virtual-list-holder-inner');
      inner.innerHTML = '';
      if (!filtered.length) { inner.innerHTML = '<div class="ant-select-item-empty">暂无数据</div>'; return; }
      filtered.forEach(function (o, i) {
        var d = document.createElement('div');
        d.setAttribute('aria-selected', selected(o[0]) ? 'true' : 'false');
        d.className = 'ant-select-item ant-select-item-option' + (i === active ? ' ant-select-item-option-active' : '') + (selected(o[0]) ? ' ant-select-item-option-selected' : '');
        d.title = o[1];
        d.innerHTML = '<div class="ant-select-item-option-content"></div><span class="ant-select-item-option-state" unselectable="on" aria-hidden="true" style="user-select:none">' + (multiple && selected(o[0]) ? '✓' : '') + '</span>';
        d.firstChild.textContent = o[1];
        d.addEventListener('mouseenter', function () { active = i; dropdown.querySelectorAll('.ant-select-item-option').forEach(function (x, j) { x.classList.toggle('ant-select-item-option-active', j === i); }); });
        d.addEventListener('click', function () { pick(o[0]); });
        inner.appendChild(d);
      });
    }
    function ensureDropdown() {
      if (holder) return;
      holder = document.createElement('div');
      holder.style.cssText = 'position:absolute;top:0;left:0;width:100%';
      holder.innerHTML = '<div><div class="ant-select-dropdown ant-select-dropdown-placement-bottomLeft ant-select-dropdown-hidden"><div><div role="listbox" id="' + listId + '" style="height:0;width:0;overflow:hidden"></div>' +
        '<div class="rc-virtual-list" style="position:relative"><div class="rc-virtual-list-holder" style="max-height:256px;overflow-y:auto;overflow-anchor:none"><div><div class="rc-virtual-list-holder-inner" style="display:flex;flex-direction:column"></div></div></div></div></div></div></div>';
      dropdown = holder.querySelector('.ant-select-dropdown');
      dropdown.addEventListener('mousedown', function (e) { e.preventDefault(); });
      document.body.appendChild(holder);
    }
    function open() {
      if (openSelect && openSelect !== api) openSelect.close();
      ensureDropdown();
      var r = sel.getBoundingClientRect();
      dropdown.style.cssText = 'position:absolute;top:' + (r.bottom + window.scrollY + 4) + 'px;left:' + (r.left + window.scrollX) + 'px;width:' + r.width + 'px';
      var idx = OPTIONS[name].findIndex(function (o) { return selected(o[0]); });
      active = idx >= 0 && !input.value ? idx : 0;
      renderList();
      dropdown.classList.remove('ant-select-dropdown-hidden');
      sel.classList.add('ant-select-open');
      input.setAttribute('aria-expanded', 'true');
      openSelect = api;
    }
    function close() {
      if (!dropdown) return;
      dropdown.classList.add('ant-select-dropdown-hidden');
      sel.classList.remove('ant-select-open');
      input.setAttribute('aria-expanded', 'false');
      if (openSelect === api) openSelect = null;
      if (input.value) { input.value = ''; renderSelection(); }
    }
    function toggle(v) {
      var i = values[name].indexOf(v);
      if (i >= 0) values[name].splice(i, 1); else values[name].push(v);
      renderSelection(); if (dropdown && !dropdown.classList.contains('ant-select-dropdown-hidden')) renderList();
      clearError(name);
    }
    function pick(v) {
      if (multiple) { toggle(v); if (input.value) { input.value = ''; renderSelection(); renderList(); } input.focus(); return; }
      values[name] = v; input.value = ''; renderSelection(); clearError(name); close();
    }
    var api = { close: close };
    sel.addEventListener('mousedown', function (e) {
      if (e.target !== input) e.preventDefault();
      input.focus();
      if (dropdown && !dropdown.classList.contains('ant-select-dropdown-hidden') && !search) close(); else open();
    });
    input.addEventListener('focus', function () { sel.classList.add('ant-select-focused'); });
    input.addEventListener('blur', function () { sel.classList.remove('ant-select-focused'); close(); });
    input.addEventListener('input', function () {
      if (!dropdown || dropdown.classList.contains('ant-select-dropdown-hidden')) open();
      active = 0; renderList(); renderSelection();
      if (multiple) sel.querySelector('.ant-select-selection-search').style.width = Math.max(4, input.value.length * 16) + 'px';
    });
    input.addEventListener('keydown', function (e) {
      var isOpen = dropdown && !dropdown.classList.contains('ant-select-dropdown-hidden');
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (!isOpen) { open(); return; }
        active = (active + (e.key === 'ArrowDown' ? 1 : filtered.length - 1)) % Math.max(1, filtered.length); renderList();
      } else if (e.key === 'Enter') {
        e.preventDefault();
        if (!isOpen) { open(); return; }
        if (filtered[active]) pick(filtered[active][0]);
      } else if (e.key === 'Escape') { close(); }
      else if (e.key === 'Backspace' && multiple && !input.value && values[name].length) { toggle(values[name][values[name].length - 1]); }
    });
    renderSelection();
  });

  // DatePicker
  (function () {
    var input = document.getElementById('trial_date');
    var picker = input.closest('.ant-picker');
    var panel = null, view = null;
    function valid(t) {
      var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
      if (!m) return null;
      var d = new Date(+m[1], +m[2] - 1, +m[3]);
      return d.getFullYear() === +m[1] && d.getMonth() === +m[2] - 1 && d.getDate() === +m[3] ? d : null;
    }
    function fmt(d) { return d.getFullYear() + '-' + ('0' + (d.getMonth() + 1)).slice(-2) + '-' + ('0' + d.getDate()).slice(-2); }
    function render() {
      var y = view.getFullYear(), mo = view.getMonth();
      panel.querySelector('.ant-picker-header-view').textContent = y + '年 ' + (mo + 1) + '月';
      var body = panel.querySelector('tbody'); body.innerHTML = '';
      var first = new Date(y, mo, 1);
      var start = new Date(y, mo, 1 - ((first.getDay() + 6) % 7));
      for (var w = 0; w < 6; w++) {
        var tr = document.createElement('tr');
        for (var k = 0; k < 7; k++) {
          var d = new Date(start.getFullYear(), start.getMonth(), start.getDate() + w * 7 + k);
          var td = document.createElement('td');
          td.title = fmt(d);
          td.className = 'ant-picker-cell' + (d.getMonth() === mo ? ' ant-picker-cell-in-view' : '') + (fmt(d) === values.date ? ' ant-picker-cell-selected' : '');
          td.innerHTML = '<div class="ant-picker-cell-inner">' + d.getDate() + '</div>';
          (function (dd) { td.addEventListener('click', function () { commitDate(fmt(dd)); closePanel(); }); })(d);
          tr.appendChild(td);
        }
        body.appendChild(tr);
      }
    }
    function openPanel() {
      if (!panel) {
        panel = document.createElement('div');
        panel.className = 'ant-picker-dropdown ant-picker-dropdown-placement-bottomLeft';
        panel.innerHTML = '<div class="ant-picker-panel-container"><div class="ant-picker-panel"><div class="ant-picker-date-panel"><div class="ant-picker-header"><button type="button" tabindex="-1" class="ant-picker-header-prev-btn" aria-label="上个月">‹</button><div class="ant-picker-header-view"></div><button type="button" tabindex="-1" class="ant-picker-header-next-btn" aria-label="下个月">›</button></div><div class="ant-picker-body"><table class="ant-picker-content"><thead><tr><th>一</th><th>二</th><th>三</th><th>四</th><th>五</th><th>六</th><th>日</th></tr></thead><tbody></tbody></table></div></div></div></div>';
        panel.addEventListener('mousedown', function (e) { e.preventDefault(); });
        panel.querySelector('.ant-picker-header-prev-btn').addEventListener('click', function () { view = new Date(view.getFullYear(), view.getMonth() - 1, 1); render(); });
        panel.querySelector('.ant-picker-header-next-btn').addEventListener('click', function () { view = new Date(view.getFullYear(), view.getMonth() + 1, 1); render(); });
        document.body.appendChild(panel);
      }
      var r = picker.getBoundingClientRect();
      panel.style.top = (r.bottom + window.scrollY + 4) + 'px'; panel.style.left = (r.left + window.scrollX) + 'px';
      view = valid(values.date) || new Date();
      view = new Date(view.getFullYear(), view.getMonth(), 1);
      render();
      panel.classList.remove('ant-picker-dropdown-hidden');
      picker.classList.add('ant-picker-focused');
    }
    function closePanel() { if (panel) panel.classList.add('ant-picker-dropdown-hidden'); picker.classList.remove('ant-picker-focused'); }
    function commitDate(t) { values.date = t; input.value = t; clearError('date'); }
    input.addEventListener('focus', openPanel);
    input.addEventListener('mousedown', function () { if (!panel || panel.classList.contains('ant-picker-dropdown-hidden')) openPanel(); });
    input.addEventListener('input', function () { var d = valid(input.value.trim()); if (d && panel) { view = new Date(d.getFullYear(), d.getMonth(), 1); render(); } });
    input.addEventListener('keydown', function (e) {
      if (e.key === 'Enter') { e.preventDefault(); var t = input.value.trim(); if (valid(t)) { commitDate(t); closePanel(); } else input.value = values.date; }
      if (e.key === 'Escape') { input.value = values.date; closePanel(); }
    });
    input.addEventListener('blur', function () { var t = input.value.trim(); if (valid(t)) commitDate(t); else input.value = values.date; closePanel(); });
  })();

  form.querySelectorAll('#trial_name, #trial_phone').forEach(function (i) {
    i.addEventListener('input', function () { clearError(i.closest('.ant-form-item').getAttribute('data-name')); });
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var bad = [];
    var name = document.getElementById('trial_name').value.trim();
    if (!name) { setError('name', '请输入姓名'); bad.push('name'); }
    var phone = document.getElementById('trial_phone').value.replace(/[\s-]/g, '');
    if (!phone) { setError('phone', '请输入手机号'); bad.push('phone'); }
    else if (!/^1\d{10}$/.test(phone)) { setError('phone', '请输入正确的 11 位手机号'); bad.push('phone'); }
    var gender = form.querySelector('[name=gender]:checked');
    if (!gender) { setError('gender', '请选择性别'); bad.push('gender'); }
    var h = document.getElementById('trial_height').value.trim(), w = document.getElementById('trial_weight').value.trim();
    if (!h) { setError('height', '请输入身高'); bad.push('height'); }
    if (!w) { setError('weight', '请输入体重'); bad.push('weight'); }
    if (!values.store) { setError('store', '请选择门店'); bad.push('store'); }
    if (!values.goals.length) { setError('goals', '请至少选择一个训练目标'); bad.push('goals'); }
    if (!values.date) { setError('date', '请选择体验日期'); bad.push('date'); }
    var slot = form.querySelector('[name=slot]:checked');
    if (!slot) { setError('slot', '请选择时间段'); bad.push('slot'); }
    var agree = document.getElementById('trial_agreement');
    if (!agree.checked) { setError('agreement', '请阅读并同意体验课须知'); bad.push('agreement'); }
    if (bad.length) { var f = item(bad[0]).querySelector('input, textarea'); if (f) f.focus({ preventScroll: false }); return; }
    var goals = OPTIONS.goals.map(function (o) { return o[0]; }).filter(function (v) { return values.goals.indexOf(v) >= 0; });
    var body = {
      name: name, phone: phone, gender: gender.value, height: Number(h), weight: Number(w),
      store: values.store, goals: goals, date: values.date, slot: slot.value, coachGender: values.coach,
      injuries: inj.value.trim(), agreement: true, smsOptIn: document.getElementById('trial_sms').checked
    };
    var button = form.querySelector('button[type=submit]');
    button.classList.add('ant-btn-loading'); button.disabled = true;
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
      .then(function (j) {
        document.getElementById('card-body').innerHTML = '<div class="ant-result ant-result-success"><div class="ant-result-icon"><span role="img" aria-label="check-circle" class="anticon anticon-check-circle">✔</span></div><div class="ant-result-title">预约成功</div><div class="ant-result-subtitle">预约号 ' + (j.reference || '') + '。门店顾问将在 24 小时内电话联系您确认时间。</div></div>';
      })
      .catch(function () { button.classList.remove('ant-btn-loading'); button.disabled = false; });
  });
})();
