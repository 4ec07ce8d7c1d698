// A hostile page: the "Yes" answer to work authorization can never stay checked.
document.getElementById('work_authorization_yes').addEventListener('click', function (event) {
  event.preventDefault();
});
