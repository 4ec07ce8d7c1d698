(function () {
  'use strict';
  var h = React.createElement;
  var W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  var C = '10X98765432';
  function idOk(type, no) {
    no = no.trim().toUpperCase();
    if (type !== 'id_card') return no.length >= 6;
    if (!/^\d{17}[\dX]$/.test(no)) return false;
    var s = 0;
    for (var i = 0; i < 17; i++) s += parseInt(no[i], 10) * W[i];
    return C[s % 11] === no[17];
  }
  function digits(s) { return s.replace(/[\s-]/g, ''); }

  function Party(props) {
    var p = props.value, k = props.k;
    function set(f) { return function (e) { var n = Object.assign({}, p); n[f] = e.target.value; props.onChange(n); }; }
    return h('section', { className: 'panel', role: 'group', 'aria-labelledby': k + '-title' },
      h('h2', { id: k + '-title' }, props.title),
      h('div', { className: 'body' },
        h('div', { className: 'item' }, h('label', { htmlFor: k + '-name' }, h('span', { className: 'req' }, '*'), '姓名'),
          h('input', { type: 'text', id: k + '-name', value: p.name, onChange: set('name') })),
        h('div', { className: 'item' }, h('label', { htmlFor: k + '-idtype' }, h('span', { className: 'req' }, '*'), '证件类型'),
          h('select', { id: k + '-idtype', value: p.idType, onChange: set('idType') },
            h('option', { value: 'id_card' }, '居民身份证'), h('option', { value: 'passport' }, '护照'),
            h('option', { value: 'hk_mo' }, '港澳居民来往内地通行证'), h('option', { value: 'tw' }, '台湾居民来往大陆通行证'))),
        h('div', { className: 'item' }, h('label', { htmlFor: k + '-idno' }, h('span', { className: 'req' }, '*'), '证件号码'),
          h('input', { type: 'text', id: k + '-idno', value: p.idNumber, onChange: set('idNumber') })),
        h('div', { className: 'item' }, h('label', { htmlFor: k + '-phone' }, h('span', { className: 'req' }, '*'), '手机号码'),
          h('input', { type: 'tel', id: k + '-phone', value: p.phone, onChange: set('phone') }))));
  }

  function App() {
    var blank = { name: '', idType: 'id_card', idNumber: '', phone: '' };
    var _a = React.useState(blank), lessor = _a[0], setLessor = _a[1];
    var _b = React.useState(blank), lessee = _b[0], setLessee = _b[1];
    var _c = React.useState({ address: '', area: '', usage: '', mode: 'whole' }), house = _c[0], setHouse = _c[1];
    var _d = React.useState({ start: '', end: '', monthlyRent: '', deposit: '', payment: 'd1p3', occupants: '' }), lease = _d[0], setLease = _d[1];
    var _e = React.useState(false), pledge = _e[0], setPledge = _e[1];
    var _f = React.useState(false), sms = _f[0], setSms = _f[1];
    var _g = React.useState([]), errs = _g[0], setErrs = _g[1];
    var _h = React.useState(''), ref = _h[0], setRef = _h[1];
    var _i = React.useState(false), busy = _i[0], setBusy = _i[1];

    function hset(f) { return function (e) { var n = Object.assign({}, house); n[f] = e.target.value; setHouse(n); }; }
    function lset(f) { return function (e) { var n = Object.assign({}, lease); n[f] = e.target.value; setLease(n); }; }

    function check() {
      var e = [];
      [[lessor, '出租人'], [lessee, '承租人']].forEach(function (x) {
        var p = x[0], who = x[1];
        if (!p.name.trim()) e.push('请填写' + who + '姓名');
        if (!idOk(p.idType, p.idNumber)) e.push(who + '证件号码格式不正确');
        if (!/^1[3-9]\d{9}$/.test(digits(p.phone))) e.push('请填写正确的' + who + '手机号码（11位）');
      });
      if (lessor.idNumber && lessor.idNumber.trim().toUpperCase() === lessee.idNumber.trim().toUpperCase()) e.push('出租人与承租人不能为同一人');
      if (house.address.trim().length < 6) e.push('请填写完整的房屋坐落地址');
      if (!(parseFloat(house.area) > 0)) e.push('请填写建筑面积');
      if (!house.usage) e.push('请选择房屋用途');
      if (!lease.start || !lease.end) e.push('请填写租赁起止日期');
      else if (lease.end <= lease.start) e.push('到期日期须晚于起租日期');
      if (!(parseFloat(lease.monthlyRent) > 0)) e.push('请填写月租金');
      if (lease.deposit === '' || parseFloat(lease.deposit) < 0) e.push('请填写押金（无押金请填0）');
      if (!(parseInt(lease.occupants, 10) >= 1)) e.push('请填写居住人数');
      if (!pledge) e.push('请勾选信息真实性承诺');
      return e;
    }

    function submit(ev) {
      ev.preventDefault();
      var e = check();
      setErrs(e);
      if (e.length) { window.scrollTo(0, 0); return; }
      setBusy(true);
      function party(p) { return { name: p.name.trim(), idType: p.idType, idNumber: p.idNumber.trim().toUpperCase(), phone: digits(p.phone) }; }
      var body = {
        lessor: party(lessor), lessee: party(lessee),
        house: { address: house.address.trim(), area: parseFloat(house.area), usage: house.usage, mode: house.mode },
        lease: { start: lease.start, end: lease.end, monthlyRent: parseFloat(lease.monthlyRent), deposit: parseFloat(lease.deposit), payment: lease.payment, occupants: parseInt(lease.occupants, 10) },
        pledge: pledge, smsNews: sms
      };
      fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) })
        .then(function (r) { if (!r.ok) throw new Error(); return r.json(); })
        .then(function (j) { setRef(j.reference); })
        .catch(function () { setErrs(['提交失败，请稍后重试']); })
        .finally(function () { setBusy(false); });
    }

    if (ref) {
      return h('div', { className: 'done', role: 'status' },
        h('h1', null, '备案申请已提交'),
        h('p', null, '受理编号：', h('b', null, ref), '。审核结果将在3个工作日内以短信通知双方，审核通过后可下载备案证明。'));
    }

    function radio(name, value, label, current, onChange) {
      return h('label', { key: value }, h('input', { type: 'radio', name: name, value: value, checked: current === value, onChange: onChange }), ' ', label);
    }

    return h('form', { onSubmit: submit, noValidate: true },
      h('h1', null, '住房租赁合同网签备案登记'),
      h('p', { className: 'tip' }, '依据《商品房屋租赁管理办法》，房屋租赁合同订立后30日内应办理登记备案。带 * 为必填项。'),
      errs.length ? h('div', { className: 'errs', role: 'alert' }, h('b', null, '请修改以下内容：'), h('ul', null, errs.map(function (x, i) { return h('li', { key: i }, x); }))) : null,
      h(Party, { k: 'lessor', title: '出租人（甲方）', value: lessor, onChange: setLessor }),
      h(Party, { k: 'lessee', title: '承租人（乙方）', value: lessee, onChange: setLessee }),
      h('section', { className: 'panel' },
        h('h2', null, '房屋信息'),
        h('div', { className: 'body' },
          h('div', { className: 'item full' }, h('label', { htmlFor: 'addr' }, h('span', { className: 'req' }, '*'), '房屋坐落'),
            h('input', { type: 'text', id: 'addr', value: house.address, onChange: hset('address'), placeholder: '区/街道/门牌号/楼栋/室' })),
          h('div', { className: 'item' }, h('label', { htmlFor: 'area' }, h('span', { className: 'req' }, '*'), '建筑面积（㎡）'),
            h('input', { type: 'number', id: 'area', min: 1, step: '0.01', value: house.area, onChange: hset('area') })),
          h('div', { className: 'item' }, h('span', { className: 'lab', id: 'usage-l' }, h('span', { className: 'req' }, '*'), '房屋用途'),
            h('div', { className: 'opts', role: 'radiogroup', 'aria-labelledby': 'usage-l' },
              radio('usage', 'residential', '住宅', house.usage, hset('usage')),
              radio('usage', 'commercial', '商业', house.usage, hset('usage')),
              radio('usage', 'office', '办公', house.usage, hset('usage')))),
          h('div', { className: 'item' }, h('span', { className: 'lab', id: 'mode-l' }, '出租方式'),
            h('div', { className: 'opts', role: 'radiogroup', 'aria-labelledby': 'mode-l' },
              radio('mode', 'whole', '整租', house.mode, hset('mode')),
              radio('mode', 'shared', '合租', house.mode, hset('mode')))))),
      h('section', { className: 'panel' },
        h('h2', null, '租赁信息'),
        h('div', { className: 'body' },
          h('div', { className: 'item' }, h('label', { htmlFor: 'start' }, h('span', { className: 'req' }, '*'), '起租日期'),
            h('input', { type: 'date', id: 'start', value: lease.start, onChange: lset('start') })),
          h('div', { className: 'item' }, h('label', { htmlFor: 'end' }, h('span', { className: 'req' }, '*'), '到期日期'),
            h('input', { type: 'date', id: 'end', value: lease.end, onChange: lset('end') })),
          h('div', { className: 'item' }, h('label', { htmlFor: 'rent' }, h('span', { className: 'req' }, '*'), '月租金（元）'),
            h('input', { type: 'number', id: 'rent', min: 0, value: lease.monthlyRent, onChange: lset('monthlyRent') })),
          h('div', { className: 'item' }, h('label', { htmlFor: 'deposit' }, h('span', { className: 'req' }, '*'), '押金（元）'),
            h('input', { type: 'number', id: 'deposit', min: 0, value: lease.deposit, onChange: lset('deposit') })),
          h('div', { className: 'item' }, h('label', { htmlFor: 'pay' }, '付款方式'),
            h('select', { id: 'pay', value: lease.payment, onChange: lset('payment') },
              h('option', { value: 'd1p1' }, '押一付一'), h('option', { value: 'd1p3' }, '押一付三'), h('option', { value: 'd2p3' }, '押二付三'),
              h('option', { value: 'half' }, '半年付'), h('option', { value: 'year' }, '年付'))),
          h('div', { className: 'item' }, h('label', { htmlFor: 'occ' }, h('span', { className: 'req' }, '*'), '居住人数'),
            h('input', { type: 'number', id: 'occ', min: 1, max: 20, value: lease.occupants, onChange: lset('occupants') }),
            h('span', { className: 'tip' }, '含承租人本人')))),
      h('div', { className: 'agree' }, h('label', null, h('input', { type: 'checkbox', checked: pledge, onChange: function (e) { setPledge(e.target.checked); } }),
        ' 本人承诺所填信息真实有效，并已取得合同另一方同意代为登记')),
      h('div', { className: 'agree' }, h('label', null, h('input', { type: 'checkbox', checked: sms, onChange: function (e) { setSms(e.target.checked); } }),
        ' 订阅平台租房资讯短信')),
      h('button', { type: 'submit', className: 'btn', disabled: busy }, busy ? '提交中…' : '提交备案'));
  }

  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
})();
