import { createBrowserRouter } from 'react-router-dom';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen';
import { Root } from './Root';
import { routeTable } from './route-table';

export function createRouter() {
  return createBrowserRouter([{ element: <Root />, errorElement: <RouteErrorScreen />, children: routeTable }]);
}
