(function () {
  var form = document.getElementById('baoming');
  var box = document.getElementById('errors');
  var W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  var C = '10X98765432';
  function idOk(id) {
    if (!/^\d{17}[\dX]$/.test(id)) return false;
    var s = 0;
    for (var i = 0; i < 17; i++) s += (+id[i]) * W[i];
    return C[s % 11] === id[17];
  }
  form.addEventListener('submit', function (e) {
    var errs = [];
    var id = form.id_number.value.trim().toUpperCase();
    form.id_number.value = id;
    if (!form.elements.name.value.trim()) errs.push('请填写姓名');
    if (!form.querySelector('[name=gender]:checked')) errs.push('请选择性别');
    if (!form.birth_month.value) errs.push('请填写出生年月');
    if (!idOk(id)) errs.push('身份证号码格式不正确');
    else if (form.birth_month.value && id.substr(6, 6) !== form.birth_month.value.replace('-', '')) errs.push('出生年月与身份证号码不一致');
    if (!/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(form.phone.value.replace(/\s/g, ''))) errs.push('请填写正确的联系电话');
    if (!form.subdistrict.value) errs.push('请选择所在街道');
    if (!form.emergency_name.value.trim() || !form.emergency_relation.value) errs.push('请填写紧急联系人及关系');
    if (!/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(form.emergency_phone.value.replace(/\s/g, ''))) errs.push('请填写紧急联系人的正确电话');
    var n = form.querySelectorAll('[name=courses]:checked').length;
    if (n === 0) errs.push('请至少选择一门课程');
    if (n > 2) errs.push('每人本学期最多报两门课程');
    if (!form.querySelector('[name=health]:checked')) errs.push('请选择健康状况');
    if (!form.agree.checked) errs.push('请确认已阅读报名须知');
    if (errs.length) {
      e.preventDefault();
      box.innerHTML = '<b>请修改以下内容：</b><ol><li>' + errs.join('</li><li>') + '</li></ol>';
      box.hidden = false;
      window.scrollTo(0, 0);
    }
  });
})();
