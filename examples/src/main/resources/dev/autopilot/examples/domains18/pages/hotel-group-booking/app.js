(function () {
  var departure = flatpickr('#departure', {
    dateFormat: 'Y-m-d',
    allowInput: true,
    minDate: 'today'
  });
  flatpickr('#arrival', {
    dateFormat: 'Y-m-d',
    allowInput: true,
    minDate: 'today',
    onChange: function (selected) {
      if (selected.length) {
        departure.set('minDate', new Date(selected[0].getTime() + 86400000));
      }
    }
  });

  var form = document.getElementById('group-form');
  var roomsError = document.getElementById('rooms-error');
  var roomFields = ['rooms_single', 'rooms_double', 'rooms_twin', 'rooms_family'].map(function (id) { return document.getElementById(id); });

  form.addEventListener('submit', function (e) {
    var total = roomFields.reduce(function (sum, f) { return sum + (parseInt(f.value, 10) || 0); }, 0);
    if (total < 10) {
      e.preventDefault();
      roomsError.hidden = false;
      roomFields[0].focus();
      return;
    }
    roomsError.hidden = true;
    var a = document.getElementById('arrival').value;
    var d = document.getElementById('departure').value;
    if (a && d && d <= a) {
      e.preventDefault();
      alert('The departure date must be after the arrival date.');
    }
  });
})();
