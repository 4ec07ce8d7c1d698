(function () {
  const form = document.getElementById("yuyue");
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    const err = document.getElementById("cuowu");
    const fd = new FormData(form);
    const need = [["xingming", "请填写姓名"], ["xingbie", "请选择性别"], ["shengri", "请填写出生日期"], ["shouji", "请填写手机号码"],
      ["xiangmu", "请选择检查项目"], ["riqi", "请选择预约日期"], ["shiduan", "请选择时段"]];
    for (const [k, msg] of need) {
      if (!fd.get(k)) { err.textContent = msg; return; }
    }
    if (!/^1[3-9]\d{9}$/.test(String(fd.get("shouji")).replace(/[\s-]/g, ""))) { err.textContent = "手机号码格式不正确"; return; }
    if (!document.getElementById("yinsi").checked) { err.textContent = "请同意隐私政策"; return; }
    err.textContent = "";
    const body = {};
    fd.forEach((v, k) => { body[k] = v; });
    body.shouji = String(body.shouji).replace(/[\s-]/g, "");
    body.yinsi = document.getElementById("yinsi").checked;
    body.tuisong = document.getElementById("tuisong").checked;
    fetch("api/submit", { method: "POST", headers: { "Content-Type": "application/json;charset=utf-8" }, body: JSON.stringify(body) })
      .then(r => r.json()).then(function (j) {
        form.hidden = true;
        const ok = document.getElementById("chenggong");
        ok.textContent = "预约成功！预约编号 " + j.reference + "。我们将通过短信发送确认信息。";
        ok.hidden = false;
      });
  });
})();
