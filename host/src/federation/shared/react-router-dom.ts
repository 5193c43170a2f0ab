// What the share scope offers as react-router-dom (webpack.sharing.js, PARTIAL): not the data
// router (createBrowserRouter, loaders, fetchers), which weighs more than all of this.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
