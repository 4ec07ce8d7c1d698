(function () {
  var form = document.getElementById('signup');
  function v(id) { return document.getElementById(id).value.trim(); }
  function tip(id, msg) { var el = document.getElementById(id).closest('.item').querySelector('.tip'); el.textContent = msg || ''; return !msg; }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var xb = form.querySelector('input[name=xb]:checked');
    var ok = [
      tip('xm', v('xm') ? '' : '请填写姓名'),
      tip('csrq', v('csrq') ? '' : '请选择出生日期'),
      tip('sj', /^1\d{10}$/.test(v('sj')) ? '' : '请输入正确的11位手机号'),
      tip('yx', !v('yx') || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v('yx')) ? '' : '邮箱格式不正确'),
      tip('sp', v('sp') ? '' : '请选择球技水平'),
      tip('jjlxr', v('jjlxr') ? '' : '请填写紧急联系人'),
      tip('jjdh', /^1\d{10}$/.test(v('jjdh')) ? '' : '请输入正确的11位手机号')
    ].every(Boolean);
    form.querySelector('input[name=xb]').closest('.item').querySelector('.tip').textContent = xb ? '' : '请选择性别';
    var formTip = document.getElementById('form-tip');
    if (!ok || !xb) { formTip.textContent = '请检查标红的项目'; return; }
    if (!document.getElementById('jiankang').checked || !document.getElementById('zhangcheng').checked) {
      formTip.textContent = '请确认健康声明并同意俱乐部章程';
      return;
    }
    formTip.textContent = '';
    var data = {
      xingming: v('xm'), xingbie: xb.value, chushengriqi: v('csrq'), shouji: v('sj'), youxiang: v('yx'), shuiping: v('sp'),
      shijian: Array.prototype.map.call(form.querySelectorAll('input[name=shijian]:checked'), function (c) { return c.value; }),
      jinjilianxiren: v('jjlxr'), jinjidianhua: v('jjdh'),
      jiankangshengming: true, tongyizhangcheng: true, jieshoutuisong: document.getElementById('tuisong').checked
    };
    fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(data) })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        document.getElementById('box').innerHTML = '<div class="success" role="status"><h2>报名成功！</h2><p>您的会员编号：' + j.reference + '</p><p>我们将在三个工作日内通过短信通知您首次活动安排。</p></div>';
      })
      .catch(function () { formTip.textContent = '提交失败，请稍后重试'; });
  });
})();
