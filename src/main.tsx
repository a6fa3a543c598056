const root = document.getElementById('root')
if (root) root.textContent = 'Loading...'
