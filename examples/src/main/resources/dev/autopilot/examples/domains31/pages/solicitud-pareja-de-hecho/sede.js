(function () {
  'use strict';
  var LETRAS = 'TRWAGMYFPDXBNJZSQVHLCKE';
  var form = document.getElementById('solicitud');
  var hoy = new Date();
  flatpickr('#fecha-cita', {
    locale: 'es',
    dateFormat: 'd/m/Y',
    allowInput: true,
    minDate: 'today',
    disable: [function (d) { return d.getDay() === 0 || d.getDay() === 6; }]
  });

  function documentoValido(tipo, num) {
    num = num.toUpperCase().replace(/[\s-]/g, '');
    if (tipo === 'dni') {
      var m = /^(\d{8})([A-Z])$/.exec(num);
      return !!m && LETRAS[parseInt(m[1], 10) % 23] === m[2];
    }
    if (tipo === 'nie') {
      var n = /^([XYZ])(\d{7})([A-Z])$/.exec(num);
      if (!n) return false;
      var cifra = 'XYZ'.indexOf(n[1]) + n[2];
      return LETRAS[parseInt(cifra, 10) % 23] === n[3];
    }
    return /^[A-Z0-9]{6,12}$/.test(num);
  }
  function edad(d, m, a) {
    var e = hoy.getFullYear() - a;
    if (hoy.getMonth() + 1 < m || (hoy.getMonth() + 1 === m && hoy.getDate() < d)) e--;
    return e;
  }

  form.addEventListener('submit', function (ev) {
    var f = form.elements;
    var avisos = [];
    ['1', '2'].forEach(function (n) {
      var p = 'm' + n + '_';
      var quien = n === '1' ? 'primer miembro' : 'segundo miembro';
      if (!f[p + 'nombre'].value.trim() || !f[p + 'apellido1'].value.trim()) avisos.push('Indique el nombre y el primer apellido del ' + quien + '.');
      if (!f[p + 'tipo_doc'].value) avisos.push('Seleccione el tipo de documento del ' + quien + '.');
      else if (!documentoValido(f[p + 'tipo_doc'].value, f[p + 'documento'].value)) avisos.push('El número de documento del ' + quien + ' no es válido.');
      var d = parseInt(f[p + 'nac_dia'].value, 10), m = parseInt(f[p + 'nac_mes'].value, 10), a = parseInt(f[p + 'nac_anio'].value, 10);
      var fecha = new Date(a, m - 1, d);
      if (!d || !m || !a || fecha.getDate() !== d) avisos.push('Indique una fecha de nacimiento válida del ' + quien + '.');
      else if (edad(d, m, a) < 18) avisos.push('El ' + quien + ' debe ser mayor de edad.');
      if (!f[p + 'nacionalidad'].value) avisos.push('Seleccione la nacionalidad del ' + quien + '.');
      if (!f[p + 'estado'].value) avisos.push('Seleccione el estado civil del ' + quien + '.');
      if (!/^[67]\d{2}\s?\d{3}\s?\d{3}$/.test(f[p + 'movil'].value.trim())) avisos.push('Indique un teléfono móvil de 9 cifras del ' + quien + '.');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f[p + 'correo'].value.trim())) avisos.push('Indique un correo electrónico válido del ' + quien + '.');
    });
    if (!f.direccion.value.trim()) avisos.push('Indique el domicilio común.');
    if (!/^\d{5}$/.test(f.codigo_postal.value.trim())) avisos.push('Indique un código postal de 5 cifras.');
    if (!form.querySelector('input[name=hijos]:checked')) avisos.push('Indique si tenéis hijos en común.');
    var cita = document.getElementById('fecha-cita')._flatpickr.selectedDates[0];
    if (!cita) avisos.push('Elija una fecha para la cita (de lunes a viernes).');
    var horario = form.querySelector('input[name=horario]:checked');
    if (!horario) avisos.push('Elija el horario de la cita.');
    else if (cita && horario.value === 'tarde' && cita.getDay() !== 4) avisos.push('El horario de tarde solo está disponible los jueves.');
    if (!f.declaracion.checked) avisos.push('Debe marcar la declaración responsable.');
    var caja = document.getElementById('avisos');
    if (avisos.length) {
      ev.preventDefault();
      caja.innerHTML = '<strong>Revise los siguientes datos:</strong><ul><li>' + avisos.join('</li><li>') + '</li></ul>';
      caja.hidden = false;
      caja.scrollIntoView();
    }
  });
})();
