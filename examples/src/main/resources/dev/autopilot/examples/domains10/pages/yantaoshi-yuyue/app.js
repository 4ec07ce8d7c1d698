(function () {
  const e = React.createElement;
  const ROOMS = [['A101', 'A101 小型研讨室（4人）'], ['B203', 'B203 中型研讨室（8人）'], ['C305', 'C305 多媒体研讨室（12人）']];
  const TIMES = ['08:30', '10:30', '13:30', '15:30', '18:30'];
  const EQUIP = [['projector', '投影仪'], ['whiteboard', '白板'], ['video', '视频会议设备']];

  function Field(props) {
    return e('div', {className: 'item'}, e('label', {htmlFor: props.id}, props.label, props.required ? e('span', {className: 'req'}, ' *') : null), props.children);
  }

  function App() {
    const [f, setF] = React.useState({name: '', studentNo: '', email: '', mobile: '', room: '', date: '', start: '', hours: '', people: '', equipment: [], purpose: '', rules: false});
    const [msg, setMsg] = React.useState('');
    const [ref, setRef] = React.useState(null);
    const set = (k) => (ev) => setF(Object.assign({}, f, {[k]: ev.target.value}));
    const toggle = (v) => setF(Object.assign({}, f, {equipment: f.equipment.includes(v) ? f.equipment.filter((x) => x !== v) : f.equipment.concat([v])}));

    async function submit(ev) {
      ev.preventDefault();
      for (const k of ['name', 'studentNo', 'email', 'mobile', 'room', 'date', 'start', 'hours', 'people']) {
        if (!String(f[k]).trim()) { setMsg('请填写所有必填项（带 * 的项目）。'); return; }
      }
      if (!/^1\d{10}$/.test(f.mobile.replace(/[\s-]/g, ''))) { setMsg('请输入11位手机号码。'); return; }
      if (!f.rules) { setMsg('请先确认遵守研讨室使用规定。'); return; }
      const r = await fetch('api/submit', {method: 'POST', headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(Object.assign({}, f, {people: Number(f.people), equipment: EQUIP.map(([v]) => v).filter((v) => f.equipment.includes(v))}))});
      if (!r.ok) { setMsg('提交失败，请稍后再试。'); return; }
      setRef((await r.json()).reference);
    }

    if (ref) {
      return e('div', {className: 'done', role: 'status'}, e('h2', null, '预约成功'), e('p', null, '预约编号：' + ref + '。请在预约开始前15分钟内到服务台刷卡签到。'));
    }
    return e('form', {onSubmit: submit, noValidate: true},
      e('h1', null, '研讨室预约'),
      e('p', null, '本校师生可提前7天预约研讨室，每次最长3小时。'),
      e(Field, {id: 'name', label: '姓名', required: true}, e('input', {id: 'name', type: 'text', value: f.name, onChange: set('name')})),
      e(Field, {id: 'sno', label: '学号/工号', required: true}, e('input', {id: 'sno', type: 'text', value: f.studentNo, onChange: set('studentNo')})),
      e(Field, {id: 'email', label: '电子邮箱', required: true}, e('input', {id: 'email', type: 'email', value: f.email, onChange: set('email')})),
      e(Field, {id: 'mobile', label: '手机号码', required: true}, e('input', {id: 'mobile', type: 'tel', value: f.mobile, onChange: set('mobile')})),
      e(Field, {id: 'room', label: '研讨室', required: true}, e('select', {id: 'room', value: f.room, onChange: set('room')},
        e('option', {value: ''}, '请选择研讨室'), ROOMS.map(([v, t]) => e('option', {key: v, value: v}, t)))),
      e(Field, {id: 'date', label: '使用日期', required: true}, e('input', {id: 'date', type: 'date', value: f.date, onChange: set('date')})),
      e(Field, {id: 'start', label: '开始时间', required: true}, e('select', {id: 'start', value: f.start, onChange: set('start')},
        e('option', {value: ''}, '请选择'), TIMES.map((t) => e('option', {key: t, value: t}, t)))),
      e('fieldset', {className: 'item'}, e('legend', null, '使用时长 *'),
        ['1', '2', '3'].map((h) => e('label', {key: h, style: {marginRight: '1rem'}},
          e('input', {type: 'radio', name: 'hours', value: h, checked: f.hours === h, onChange: set('hours')}), ' ' + h + '小时'))),
      e(Field, {id: 'people', label: '使用人数', required: true}, e('input', {id: 'people', type: 'number', min: 2, max: 12, value: f.people, onChange: set('people')})),
      e('fieldset', {className: 'item'}, e('legend', null, '需要的设备'),
        EQUIP.map(([v, t]) => e('label', {key: v, style: {marginRight: '1rem'}},
          e('input', {type: 'checkbox', checked: f.equipment.includes(v), onChange: () => toggle(v)}), ' ' + t))),
      e(Field, {id: 'purpose', label: '使用用途'}, e('textarea', {id: 'purpose', rows: 3, value: f.purpose, onChange: set('purpose')})),
      e('div', {className: 'item'}, e('label', null,
        e('input', {type: 'checkbox', checked: f.rules, onChange: (ev) => setF(Object.assign({}, f, {rules: ev.target.checked}))}),
        ' 我已阅读并遵守《研讨室使用规定》')),
      msg ? e('p', {className: 'msg'}, msg) : null,
      e('button', {type: 'submit'}, '提交预约'));
  }

  ReactDOM.createRoot(document.getElementById('app')).render(e(App));
})();
