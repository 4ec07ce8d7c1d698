// mindestens eine Art von Gegenständen muss gewählt sein
document.getElementById('sperrmuell').addEventListener('submit', function (e) {
  var boxes = this.querySelectorAll('input[name="gegenstaende[]"]');
  var any = Array.prototype.some.call(boxes, function (b) { return b.checked; });
  boxes[0].setCustomValidity(any ? '' : 'Bitte wählen Sie mindestens eine Art von Gegenständen aus.');
  if (!any) {
    e.preventDefault();
    boxes[0].reportValidity();
  }
});
document.querySelectorAll('input[name="gegenstaende[]"]').forEach(function (b) {
  b.addEventListener('change', function () {
    document.querySelector('input[name="gegenstaende[]"]').setCustomValidity('');
  });
});
